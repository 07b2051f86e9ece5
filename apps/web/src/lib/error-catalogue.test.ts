// SPEC §8's fallback message of every call: what a call says when its answer cannot be read.
import { beforeEach, describe, expect, it } from 'vitest';
import { googleSignIn } from '../features/auth/api/google-sign-in';
import { login } from '../features/auth/api/login';
import { signup } from '../features/auth/api/signup';
import { getEvaluationQuestions } from '../features/evaluation/api/get-evaluation-questions';
import { submitEvaluation } from '../features/evaluation/api/submit-evaluation';
import { checkAnswer } from '../features/practice/api/check-answer';
import { getConceptScores } from '../features/practice/api/get-concept-scores';
import { getQuestionAnswer } from '../features/practice/api/get-question-answer';
import { getRandomQuestion } from '../features/practice/api/get-random-question';
import { getSubmoduleConcepts } from '../features/practice/api/get-submodule-concepts';
import { getSubmodules } from '../features/practice/api/get-submodules';
import { recordAnswer } from '../features/practice/api/record-answer';
import { getProfile } from '../features/profile/api/get-profile';
import { updateProfile } from '../features/profile/api/update-profile';
import { getAnsweredQuestions } from '../features/review/api/get-answered-questions';
import { getConcepts } from '../features/review/api/get-concepts';
import { getModules } from '../features/review/api/get-modules';
import { getSubmodulesOfModule } from '../features/review/api/get-submodules-of-module';
import { createSchedulingSession } from '../features/scheduling/api/create-scheduling-session';
import { verifySchedulingSession } from '../features/scheduling/api/verify-scheduling-session';
import { cancelSubscription } from '../features/subscription/api/cancel-subscription';
import { getCurrentSubscription } from '../features/subscription/api/get-current-subscription';
import { createCustomer, startCheckout } from '../features/subscription/api/start-checkout';
import { verifyCheckoutSession } from '../features/subscription/api/verify-checkout-session';
import { jsonResponse, mockFetch } from '../test/fetch-mock';

const CATALOGUE: [message: string, call: () => Promise<unknown>][] = [
  [
    'Signup failed',
    () => signup({ email: 'a@b.co', password: 'x', firstname: 'A', lastname: 'B' }),
  ],
  ['Login failed', () => login({ email: 'a@b.co', password: 'x' })],
  ['Google authentication failed', () => googleSignIn('token')],
  ['Failed to fetch profile', () => getProfile()],
  ['Failed to update profile', () => updateProfile({ firstname: 'A', lastname: 'B' })],
  ['Failed to fetch modules', () => getModules()],
  ['Failed to fetch submodules', () => getSubmodulesOfModule('algebra')],
  ['Failed to fetch all submodules', () => getSubmodules()],
  ['Failed to fetch submodule concepts', () => getSubmoduleConcepts('algebra')],
  ['Failed to fetch concept scores', () => getConceptScores('algebra')],
  ['Failed to fetch question', () => getRandomQuestion('algebra')],
  ['Failed to check answer', () => checkAnswer({ questionId: 'q1', answer: 'A' })],
  ['Failed to show answer', () => getQuestionAnswer('q1')],
  ['Failed to record answer', () => recordAnswer({ questionId: 'q1', answer: 'A' })],
  ['Failed to fetch evaluation questions', () => getEvaluationQuestions()],
  ['Failed to submit evaluation', () => submitEvaluation({ email: 'a@b.co', answers: { q: 'A' } })],
  [
    'Failed to fetch previously answered questions',
    () => getAnsweredQuestions({ page: 1, limit: 12 }),
  ],
  ['Failed to fetch concepts', () => getConcepts()],
  ['Failed to fetch subscription details', () => getCurrentSubscription()],
  ['Failed to create customer', () => createCustomer()],
  ['Failed to verify subscription', () => verifyCheckoutSession('cs_1')],
  ['Failed to cancel subscription', () => cancelSubscription()],
  [
    'Failed to create scheduling session',
    () =>
      createSchedulingSession({
        contactInfo: 'a@b.co',
        sessionType: 'online',
        sessionCount: 1,
      }),
  ],
  ['Failed to verify scheduling session', () => verifySchedulingSession('cs_1')],
];

let fetchMock: ReturnType<typeof mockFetch>;
const unreadable = () => new Response('<html>Bad gateway</html>', { status: 200 });

beforeEach(() => {
  fetchMock = mockFetch();
});

describe('per-call fallback messages (SPEC §8)', () => {
  it.each(CATALOGUE)("says '%s' when its answer cannot be read", async (message, call) => {
    fetchMock.mockImplementation(async () => unreadable());
    await expect(call()).rejects.toThrow(message);
    await expect(call()).rejects.toHaveProperty('message', message);
  });

  it("says 'Failed to create subscription session' when the customer is made but not the session", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { data: { customerId: 'cus_1' } }))
      .mockResolvedValueOnce(unreadable());
    await expect(startCheckout('Monthly')).rejects.toHaveProperty(
      'message',
      'Failed to create subscription session',
    );
  });
});
