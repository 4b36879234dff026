import * as yup from 'yup';
import { MAX_RADIUS_METERS, parseMeters } from './entity';

const text = (max: number) => yup.string().trim().required('validation.text').max(max, 'validation.tooLong');

/**
 * City form (create and edit); messages are i18n keys. Names: spec §5 "Please input
 * some text". Radius (spec §3, metres): required, a positive whole number, at most
 * MAX_RADIUS_METERS; Arabic digits and thousands separators are accepted and cast to
 * a number.
 */
export const citySchema = yup.object({
  nameEn: text(100),
  nameAr: text(100),
  radiusMeters: yup
    .number()
    .transform((_value: unknown, original: unknown) => parseMeters(original))
    .typeError('city.validation.radiusWhole')
    .required('city.validation.radiusRequired')
    .integer('city.validation.radiusWhole')
    .positive('city.validation.radiusWhole')
    .max(MAX_RADIUS_METERS, 'city.validation.radiusMax'),
});

/** Area form (create and edit): names in both languages and the parent city. */
export const areaSchema = yup.object({
  cityId: yup.string().trim().required('area.validation.city'),
  nameEn: text(100),
  nameAr: text(100),
});
