/**
 * A field of a response that would give the answer away (the key, its forms, the explanation):
 * matched as a JSON key, so a question's own prose ("an explanation of the blank") is not one.
 */
export const ANSWER_FIELDS = /"(correctAnswer\w*|acceptedAnswers|explanation\w*|answer)"\s*:/;
