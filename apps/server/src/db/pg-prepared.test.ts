import { describe, expect, it } from 'vitest';
import { PreparedNames } from './pg-prepared.js';

const TOKEN = 'select "tokens"."id" from "tokens" where "key_hash" = $1';

describe('statement texts named for preparing', () => {
  it('are named from their third use on, one name per text', () => {
    const names = new PreparedNames();
    expect(names.nameOf(TOKEN)).toBeUndefined();
    expect(names.nameOf(TOKEN)).toBeUndefined();
    const name = names.nameOf(TOKEN);
    expect(name).toBeDefined();
    expect(names.nameOf(TOKEN)).toBe(name);
    const other = 'select * from "sites" where "id" = $1';
    for (let i = 0; i < 3; i++) names.nameOf(other);
    expect(names.nameOf(other)).not.toBe(name);
  });

  it('leave statements on units unnamed, whatever the BP sizes their plan would follow', () => {
    const names = new PreparedNames();
    for (const text of [
      'select "units"."id" from "units" where "units"."site_id" = $1',
      'select "u"."id" from "unit_counts" inner join "units" as "u" on "u"."id" = $1',
      'update "units" set "title" = $1 where "id" = $2',
      'select rowid from units where id = ?',
    ]) {
      for (let i = 0; i < 5; i++) expect(names.nameOf(text), text).toBeUndefined();
    }
    for (let i = 0; i < 2; i++) names.nameOf('select sum("n") from "unit_counts" where "site_id" = $1');
    expect(names.nameOf('select sum("n") from "unit_counts" where "site_id" = $1')).toBeDefined();
  });

  it('stop naming past the process bound, so that connections do not prepare without end', () => {
    const names = new PreparedNames();
    const given = new Set<string>();
    for (let t = 0; t < 1000; t++) {
      const text = `select ${t} from "sites"`;
      let name: string | undefined;
      for (let i = 0; i < 3; i++) name = names.nameOf(text);
      if (name) given.add(name);
    }
    expect(given.size).toBe(400);
  });
});
