import { z } from 'zod';
import { adminList, optionalNumberBetween, optionalText, requiredId, requiredText } from './form.js';

/**
 * The Locations screen (shell-and-admin §2.9 "Locations", §3 "Location type", "Location", §5
 * "Location", §7 "Locations"): `{site}/locationtype/` and `{site}/location/`.
 */

export const locationTypeRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  site: z.number().int(),
  locations_count: z.number().int(),
});
export type LocationTypeRecord = z.infer<typeof locationTypeRecord>;
export const locationTypeList = adminList(locationTypeRecord);
export type LocationTypeList = z.infer<typeof locationTypeList>;

export const locationRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  reference: z.string(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  location_type: z.number().int(),
  location_type_name: z.string(),
  site: z.number().int(),
});
export type LocationRecord = z.infer<typeof locationRecord>;
export const locationList = adminList(locationRecord);
export type LocationList = z.infer<typeof locationList>;

export const locationListQuery = z.object({
  location_type: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const locationTypeFields = z.object({ name: requiredText(150) });
export type LocationTypeFields = z.infer<typeof locationTypeFields>;

/** shell-and-admin §5: name required; longitude and latitude numeric (and on the globe). */
export const locationFields = z.object({
  name: requiredText(150),
  reference: optionalText(100),
  longitude: optionalNumberBetween(-180, 180),
  latitude: optionalNumberBetween(-90, 90),
  location_type: requiredId,
});
export type LocationFields = z.infer<typeof locationFields>;
