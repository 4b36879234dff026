import * as yup from 'yup';

const text = (max: number) => yup.string().trim().required('validation.text').max(max, 'validation.tooLong');

/** FAQ form (create and edit); messages are i18n keys (spec §5 "Please input some text"). */
export const faqSchema = yup.object({
  questionEn: text(300),
  questionAr: text(300),
  answerEn: text(3000),
  answerAr: text(3000),
});
