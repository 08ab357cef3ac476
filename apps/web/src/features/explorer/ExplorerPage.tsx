import { Explorer } from './Explorer';

/** Screen `explorer` (any prefix): the explorer of the business process in `?business_process=`. */
export default function ExplorerPage() {
  return <Explorer mode="explorer" />;
}

/** Screen `search`: the global search of the top bar's box (`/search?search=…`). */
export function SearchPage() {
  return <Explorer mode="search" />;
}
