import { evaluationMessages, evaluationSubmissionSchema } from '@academy/shared/evaluation';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { parseInput } from '../../lib/validate.ts';
import { precompress, sendPrecompressed } from '../../plugins/compression.ts';
import type { LoadedEvaluation } from './evaluation-store.ts';
import { evaluationReceiptMail, evaluationReportMail } from './mails.ts';
import { createEvaluationRepository } from './repository.ts';
import { scoreEvaluation } from './scoring.ts';

export async function evaluationRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; evaluation: LoadedEvaluation | undefined },
) {
  const repo = createEvaluationRepository(opts.db);
  const { evaluation } = opts;
  // The questions never change while the server runs: compressed once, sent as accepted.
  const publicPayload = evaluation ? precompress(evaluation.publicJson) : undefined;
  publicPayload?.br();
  publicPayload?.gzip();
  const requireEvaluation = () => {
    if (!evaluation) throw new AppError(503, 'The evaluation is not available right now');
    return evaluation;
  };

  app.get('/questions/evaluation', async (request, reply) => {
    requireEvaluation();
    reply.type('application/json').header('cache-control', 'public, max-age=300');
    return sendPrecompressed(request, reply, publicPayload!);
  });

  app.post(
    '/questions/evaluation/submit',
    {
      config: {
        rateLimit: {
          max: opts.config.publicFormRateLimit.max,
          timeWindow: opts.config.publicFormRateLimit.windowMs,
        },
      },
    },
    async (request) => {
      const current = requireEvaluation();
      const { email, answers } = parseInput(evaluationSubmissionSchema, request.body);
      const foreign = Object.keys(answers).filter((id) => !current.byId.has(id));
      if (foreign.length > 0) {
        throw badRequest(evaluationMessages.unknownQuestion, [
          { param: 'answers', msg: evaluationMessages.unknownQuestion },
        ]);
      }
      // Stored before anything else can fail, so a submission is never lost.
      const { id } = await repo.insertSubmission({
        email,
        answers,
        evaluationVersion: current.version,
        clientIp: request.ip,
      });
      const result = scoreEvaluation(current.questions, answers);
      await repo.saveResult(id, result, {
        report: evaluationReportMail(opts.config.mail.academyEmail, email, result),
        receipt: evaluationReceiptMail(email, opts.config.academy),
      });
      return { success: true, message: evaluationMessages.success };
    },
  );
}
