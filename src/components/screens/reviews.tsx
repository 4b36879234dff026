import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ReferenceName } from '@/components/entity/references';
import type { EntityScreen, RelatedList } from '@/components/entity/types';
import { RetryAlert } from '@/components/feedback/RetryAlert';
import { USER_TYPE_PATH } from '@/config/collections';
import { REVIEW_AGGREGATIONS } from '@/entities/aggregations';
import { PERSON_ENTITY } from '@/entities/peopleByType';
import { reviewEntity, type Review } from '@/entities/review';
import { entityQueries } from '@/lib/data/queries';
import { errorText } from '@/lib/errors';
import { formatNumber } from '@/lib/format';
import { LoadingBlock } from '@/components/feedback/LoadingBlock';

/** The types of people reviewed (docs/data-model.md `reviews`). */
type SubjectType = Review['subjectType'];

/** The registry name of the people definition of each users type a review names. */

/** Stars of a rating (1 to 5), read out as "4 out of 5 stars". */
function Stars(props: { readonly value: number; readonly size?: 'small' | 'medium' }) {
  const { t, i18n } = useTranslation();
  return (
    <Rating
      value={props.value}
      precision={0.1}
      readOnly
      size={props.size ?? 'small'}
      aria-label={t('review.stars', { rating: formatNumber(props.value, i18n.language, { maximumFractionDigits: 1 }) })}
    />
  );
}

/**
 * The screen of the reviews of one type of people (docs/access.md "Reviews"): newest
 * first, each with its stars, text in its own direction, author by name, and the
 * order it is about, linked under the reviewed person's page; holders of that type's
 * menu path (decisionPath) hide a review with a reason or show it again.
 * @param type the users type of the people reviewed
 * @returns the EntityScreen
 */
export function reviewScreen(type: SubjectType): EntityScreen<typeof reviewEntity.fields> {
  const path = USER_TYPE_PATH[type];
  return {
    entity: reviewEntity,
    decisionPath: path,
    keys: {
      title: 'review.title',
      newTitle: 'review.heading',
      editTitle: 'review.heading',
      notFound: 'review.notFound',
    },
    render: {
      rating: (row) => <Stars value={row.rating} />,
      // Cut at the end of the text in its own direction (an Arabic review in the English UI
      // keeps its first words).
      text: (row, t) =>
        row.text ? (
          <Box component="span" dir="auto" sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {row.text}
          </Box>
        ) : (
          t('review.noText')
        ),
      authorId: (row) => <ReferenceName entity={PERSON_ENTITY[row.authorType]} id={row.authorId} />,
      subjectId: (row) => <ReferenceName entity={PERSON_ENTITY[row.subjectType]} id={row.subjectId} />,
      orderId: (row) => (
        <Link
          component={RouterLink}
          to={`${path}/id/${encodeURIComponent(row.subjectId)}/orders/id/${encodeURIComponent(row.orderId)}`}
        >
          <bdi dir="ltr">{row.orderId}</bdi>
        </Link>
      ),
    },
  };
}

/**
 * The average rating of a person's shown reviews and how many there are, from one
 * aggregation query (hidden reviews count for neither); a skeleton while it loads and
 * an error with Retry, never a made-up 0.
 * @param props.parentId the reviewed person's uid
 */
export function ReviewSummary(props: { readonly parentId: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  // Under the reviews' key: hiding or showing a review (its `invalidates`) refreshes it.
  const summary = useQuery(
    entityQueries(reviewEntity).average(
      REVIEW_AGGREGATIONS.ofSubjectInStatus,
      { subjectId: props.parentId, status: 'visible' },
      'rating',
    ),
  );
  if (summary.isPending) return <LoadingBlock height={32} />;
  if (summary.error) {
    return (
      <RetryAlert severity="error" onRetry={() => void summary.refetch()}>
        {t('review.summaryError')} {errorText(t, summary.error)}
      </RetryAlert>
    );
  }
  const { average, count } = summary.data;
  if (average === null || count === 0) {
    return <Typography color="text.secondary">{t('review.noneShown')}</Typography>;
  }
  return (
    <Box data-testid="review-summary" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Typography component="span" variant="h6" sx={{ fontWeight: 600 }}>
        {formatNumber(average, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
      </Typography>
      <Stars value={average} size="medium" />
      <Typography component="span" color="text.secondary">
        {t('review.average', { count })}
      </Typography>
    </Box>
  );
}

/**
 * A person's reviews on their page (spec §3 User "ratings, review"), under the average
 * of the shown ones.
 * @param type the users type of the person whose page it is
 */
export function reviewsOf(type: SubjectType): RelatedList {
  return {
    segment: 'reviews',
    field: 'subjectId',
    screen: reviewScreen(type),
    titleKey: 'review.title',
    summary: ReviewSummary,
  };
}
