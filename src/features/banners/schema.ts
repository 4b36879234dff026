/**
 * What the banner form checks beyond its definition's fields (docs/data-model.md
 * `banners`): the target of the chosen type is required and the others are emptied
 * when saved. That exactly the chosen type's target is set and that the end day is not
 * before the start day are the definition's checks (src/entities/banner.ts `checks`).
 */
import type * as yup from 'yup';
import { BANNER_TARGETS, TARGET_FIELD, type BannerTarget } from '@/entities/banner';
import type { FieldSchemas } from '@/lib/entity/schema';

/**
 * The refinement for entitySchema (src/lib/entity/schema.ts).
 * @param schemas the schemas derived from the fields
 * @returns them with the other types' targets emptied
 */
export function refineBanner(schemas: FieldSchemas): FieldSchemas {
  const out: FieldSchemas = { ...schemas };
  for (const type of BANNER_TARGETS) {
    const name = TARGET_FIELD[type];
    out[name] = (schemas[name] as yup.StringSchema).when('targetType', ([chosen]: BannerTarget[], s) =>
      chosen === type ? s : s.transform(() => ''),
    );
  }
  return out;
}
