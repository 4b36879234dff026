/**
 * What the banner form checks beyond its definition's fields (docs/data-model.md
 * `banners`): the target of the chosen type is required and the others are emptied
 * when saved (the rules accept exactly one target), and the end day is not before the
 * start day.
 */
import type * as yup from 'yup';
import { BANNER_TARGETS, TARGET_FIELD, type BannerTarget } from '@/entities/banner';
import type { FieldSchemas } from '@/lib/entity/schema';

/**
 * The refinement for entitySchema (src/lib/entity/schema.ts).
 * @param schemas the schemas derived from the fields
 * @returns them with the target and date checks
 */
export function refineBanner(schemas: FieldSchemas): FieldSchemas {
  const out: FieldSchemas = { ...schemas };
  for (const type of BANNER_TARGETS) {
    const name = TARGET_FIELD[type];
    out[name] = (schemas[name] as yup.StringSchema).when('targetType', ([chosen]: BannerTarget[], s) =>
      chosen === type ? s.required(`banner.validation.${type}`) : s.transform(() => ''),
    );
  }
  out['endAt'] = (schemas['endAt'] as yup.DateSchema).test(
    'afterStart',
    'banner.validation.endBeforeStart',
    function afterStart(value) {
      const start = this.parent.startAt as Date | null | undefined;
      return !value || !(start instanceof Date) || value.getTime() >= start.getTime();
    },
  );
  return out;
}
