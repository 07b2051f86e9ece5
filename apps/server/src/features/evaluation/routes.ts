import { randomBytes } from 'node:crypto';
import {
  evaluationMessages,
  evaluationReportRequestSchema,
  evaluationSubmissionSchema,
  type EvaluationReportResponse,
  type EvaluationSubmitResponse,
} from '@academy/shared/evaluation';
import {
  EVALUATION_KIND_INFO,
  EVALUATION_KINDS,
  type EvaluationKindInfo,
} from '@academy/shared/evaluation-kinds';
import {
  EVALUATION_REPORT_KEPT_HOURS,
  evaluationReportMessages,
} from '@academy/shared/evaluation-result';
import { evaluationTiming } from '@academy/shared/evaluation-timing';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { parseInput } from '../../lib/validate.ts';
import { sha256Hex } from '../../lib/sha256.ts';
import { precompress, sendPrecompressed } from '../../plugins/compression.ts';
import type { LoadedEvaluation } from './evaluation-store.ts';
import { evaluationReceiptMail, evaluationReportMail } from './mails.ts';
import { createEvaluationRepository } from './repository.ts';
import { answeredPerSection, resultView, scoreEvaluation } from './scoring.ts';
import { currentUser } from '../../plugins/auth.ts';
import { routeLimit } from '../../plugins/rate-limit.ts';

export async function evaluationRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; evaluations: LoadedEvaluation[] },
) {
  const repo = createEvaluationRepository(opts.db);
  const loaded = new Map(opts.evaluations.map((e) => [e.kind, e]));
  for (const kind of EVALUATION_KINDS) {
    registerEvaluation(app, repo, opts.config, EVALUATION_KIND_INFO[kind], loaded.get(kind));
  }

  app.get('/evaluation/mine', { preHandler: app.requireSignedIn }, async (request) => ({
    data: await repo.listForUser(currentUser(request)),
  }));
}

/** One public evaluation's two calls: its questions, and a submission scored at once. */
function registerEvaluation(
  app: FastifyInstance,
  repo: ReturnType<typeof createEvaluationRepository>,
  config: Config,
  info: EvaluationKindInfo,
  evaluation: LoadedEvaluation | undefined,
) {
  // The questions never change while the server runs: compressed once, sent as accepted.
  const publicPayload = evaluation ? precompress(evaluation.publicJson) : undefined;
  publicPayload?.br();
  publicPayload?.gzip();
  const requireEvaluation = () => {
    if (!evaluation) throw new AppError(503, 'The evaluation is not available right now');
    return evaluation;
  };
  const base = `/questions/evaluation${info.path}`;
  // Both calls anyone may make: the public forms' limit per client address.
  const publicFormLimit = routeLimit(config.publicFormRateLimit);

  app.get(base, async (request, reply) => {
    requireEvaluation();
    reply.type('application/json').header('cache-control', 'public, max-age=300');
    return sendPrecompressed(request, reply, publicPayload!);
  });

  app.post(
    `${base}/submit`,
    { preHandler: app.optionalUser, config: publicFormLimit },
    async (request) => {
      const current = requireEvaluation();
      const { email, answers, sectionSeconds } = parseInput(
        evaluationSubmissionSchema,
        request.body,
      );
      const foreign = Object.keys(answers).filter((id) => !current.byId.has(id));
      if (foreign.length > 0) {
        throw badRequest(evaluationMessages.unknownQuestion, [
          { param: 'answers', msg: evaluationMessages.unknownQuestion },
        ]);
      }
      // Read before this one is stored, which would count itself. The address's sittings are
      // the academy's to know; the taker is shown only their own account's (decision 065).
      const retake = await repo.sittingsBefore(info.kind, email, request.user);
      const ownRetake = request.user && (await repo.ownSittingsBefore(info.kind, request.user));
      const reportKey = randomBytes(24).toString('base64url');
      // Stored before anything else can fail, so a submission is never lost.
      const { id } = await repo.insertSubmission({
        email,
        answers,
        sectionSeconds,
        kind: info.kind,
        evaluationVersion: current.version,
        clientIp: request.ip,
        userId: request.user?.id,
        reportKeyHash: sha256Hex(reportKey),
      });
      // The page's own clock, so "in time" is what the student saw, not the network's delays;
      // the answers per section, so a section answered within its first second was started.
      const timing = sectionSeconds
        ? evaluationTiming(
            sectionSeconds,
            info.sectionMinutes * 60,
            answeredPerSection(current.questions, answers),
          )
        : undefined;
      const result = {
        ...scoreEvaluation(current.questions, answers),
        ...(timing && { timing }),
        ...(retake && { retake }),
        ...(ownRetake && { ownRetake }),
      };
      await repo.saveResult(id, result, {
        report: evaluationReportMail(config.mail.academyEmail, email, result, info),
        receipt: evaluationReceiptMail(
          email,
          config.academy,
          result,
          { publicUrl: config.publicUrl, signedIn: request.user !== undefined },
          info,
        ),
      });
      const response: EvaluationSubmitResponse = {
        success: true,
        message: evaluationMessages.success,
        result: resultView(result, current.byId),
        report: { id, key: reportKey },
      };
      return response;
    },
  );

  // A POST, so the key travels in the body, never in a URL that logs and histories keep.
  app.post(`${base}/report`, { config: publicFormLimit }, async (request) => {
    const current = requireEvaluation();
    const { id, key } = parseInput(evaluationReportRequestSchema, request.body);
    const since = new Date(Date.now() - EVALUATION_REPORT_KEPT_HOURS * 3_600_000);
    const stored = await repo.reportOf(info.kind, id, sha256Hex(key), since);
    // A report scored on an earlier form may name questions this one no longer has.
    if (!stored || stored.version !== current.version) {
      throw notFound(evaluationReportMessages.notFound);
    }
    const response: EvaluationReportResponse = {
      result: resultView(stored.result, current.byId),
    };
    return response;
  });
}
