import { countries } from '../db/schema/index';

/** A country as records name it: the columns a query selects for its id, code and both names. */
export const countryNameColumns = {
  id: countries.id,
  code3: countries.code3,
  nameAr: countries.nameAr,
  nameEn: countries.nameEn,
};
