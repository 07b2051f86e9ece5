import { type StudentSort, TUTOR_STUDENTS_PAGE_SIZE } from '@academy/shared/tutor';
import { and, count, desc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import {
  answers,
  evaluationSubmissions,
  questionFlags,
  tutorBookings,
  tutorNotes,
  users,
} from '../../db/schema/index.ts';

/** The order plans sort in: paying students first, the longest plans first, Guest last. */
const PLAN_ORDER = [
  'Yearly',
  'Quarterly',
  'Monthly',
  'OneTimeYear',
  'OneTimeQuarter',
  'OneTimeMonth',
  'Free',
  'Guest',
];

const orderBy = (today: string): Record<StudentSort, ReturnType<typeof sql>> => ({
  lastActive: sql`la.at desc nulls last`,
  // The soonest test still ahead first; a test taken or not booked sorts as none.
  testDate: sql`case when g.test_date >= ${today}::date then g.test_date end asc nulls last`,
  weakest: sql`wt.accuracy asc nulls last, wt.answered desc`,
  plan: sql`array_position(array[${sql.join(
    PLAN_ORDER.map((p) => sql`${p}`),
    sql`, `,
  )}]::text[], u.subscription_tier) asc nulls last`,
});

/**
 * The student an evaluation is from, named and linked to their page: the student's account that
 * sent it, or, sent signed out, the student's account that has since proven its address, as the
 * student's own list takes it in (decision 065's addendum). A sitting sent signed in stays its
 * sender's, whoever's address the report went to; addresses are unique, so one student at most.
 */
const sentByStudent = and(
  eq(users.role, 'student'),
  or(
    eq(users.id, evaluationSubmissions.userId),
    and(
      isNull(evaluationSubmissions.userId),
      isNotNull(users.emailVerifiedAt),
      sql`lower(${users.email}) = lower(${evaluationSubmissions.email})`,
    ),
  ),
);

/** LIKE's wildcards and escape typed by a tutor are searched for as themselves. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

export interface StudentRow {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  subscription_tier: string;
  role: string;
  last_active: Date | string | null;
  weakest_submodule: string | null;
  weakest_accuracy: string | number | null;
  weakest_answered: string | number | null;
  goal_target: number | null;
  goal_test_date: string | null;
  goal_updated_at: Date | string | null;
  total: string | number;
}

const studentSelect = (where: ReturnType<typeof sql>) => sql`
  with la as (
    select user_id, max(answered_at) as at from answers group by user_id
  ), wt as (
    -- Each user's topic with the lowest first-try accuracy: a right first try earned points.
    select distinct on (a.user_id) a.user_id, q.submodule_id,
      avg(case when a.points_earned > 0 then 1.0 else 0.0 end) as accuracy, count(*) as answered
    from answers a join questions q on q.id = a.question_id
    where a.is_first_attempt
    group by a.user_id, q.submodule_id
    order by a.user_id, accuracy asc, answered desc, q.submodule_id
  )
  select u.id, u.firstname, u.lastname, u.email, u.subscription_tier, u.role,
    la.at as last_active, wt.submodule_id as weakest_submodule,
    wt.accuracy as weakest_accuracy, wt.answered as weakest_answered,
    g.target_score as goal_target, g.test_date::text as goal_test_date,
    g.updated_at as goal_updated_at,
    count(*) over () as total
  from users u
  left join la on la.user_id = u.id
  left join wt on wt.user_id = u.id
  left join study_goals g on g.user_id = u.id
  where ${where}`;

export function createTutorRepository(db: Db) {
  const rows = async (query: ReturnType<typeof sql>) => rowsOf<StudentRow>(await db.execute(query));

  return {
    /** `today`: the Dallas day the test-date sort counts from. */
    async listStudents(options: { q?: string; sort: StudentSort; page: number; today: string }) {
      const search = options.q
        ? sql`and ((u.firstname || ' ' || u.lastname) ilike ${likePattern(options.q)}
            or u.email ilike ${likePattern(options.q)})`
        : sql``;
      return rows(sql`${studentSelect(sql`u.role = 'student' ${search}`)}
        order by ${orderBy(options.today)[options.sort]}, lower(u.lastname), lower(u.firstname), u.id
        limit ${TUTOR_STUDENTS_PAGE_SIZE}
        offset ${(options.page - 1) * TUTOR_STUDENTS_PAGE_SIZE}`);
    },

    async student(id: string) {
      return (await rows(studentSelect(sql`u.id = ${id}`)))[0];
    },

    flags: (studentId: string) =>
      db
        .select()
        .from(questionFlags)
        .where(eq(questionFlags.userId, studentId))
        .orderBy(desc(questionFlags.createdAt))
        .limit(100),

    bookings: (studentId: string) =>
      db
        .select()
        .from(tutorBookings)
        .where(eq(tutorBookings.userId, studentId))
        .orderBy(desc(tutorBookings.createdAt))
        .limit(100),

    /** Evaluations with the submitter's name, newest first: one student's, or every one. */
    async evaluations(options: { studentId?: string; limit: number; offset: number }) {
      // The account's own sittings whatever its role (an admin opens any account's page), and a
      // student's sent signed out from their proven address.
      const where = options.studentId
        ? or(eq(evaluationSubmissions.userId, options.studentId), eq(users.id, options.studentId))
        : undefined;
      const [list, [total]] = await Promise.all([
        db
          .select({
            submission: evaluationSubmissions,
            studentId: users.id,
            firstname: users.firstname,
            lastname: users.lastname,
          })
          .from(evaluationSubmissions)
          .leftJoin(users, sentByStudent)
          .where(where)
          .orderBy(desc(evaluationSubmissions.createdAt), desc(evaluationSubmissions.id))
          .limit(options.limit)
          .offset(options.offset),
        db
          .select({ n: count() })
          .from(evaluationSubmissions)
          .leftJoin(users, sentByStudent)
          .where(where),
      ]);
      return { list, total: total?.n ?? 0 };
    },

    /** True when the submission exists. */
    async setContacted(id: string, contacted: boolean) {
      const updated = await db
        .update(evaluationSubmissions)
        .set({ contactedAt: contacted ? new Date() : null })
        .where(eq(evaluationSubmissions.id, id))
        .returning({ id: evaluationSubmissions.id });
      return updated.length > 0;
    },

    /** The student's notes, newest first; `limit`: only that many (the brief's last note). */
    notes: (studentId: string, limit?: number) => {
      const query = db
        .select({
          note: tutorNotes,
          authorFirstname: users.firstname,
          authorLastname: users.lastname,
        })
        .from(tutorNotes)
        .leftJoin(users, eq(users.id, tutorNotes.authorId))
        .where(eq(tutorNotes.studentId, studentId))
        .orderBy(desc(tutorNotes.createdAt), desc(tutorNotes.id));
      return limit === undefined ? query : query.limit(limit);
    },

    note: async (id: number) =>
      (await db.select().from(tutorNotes).where(eq(tutorNotes.id, id)))[0],

    insertNote: async (values: { studentId: string; authorId: string; text: string }) =>
      (await db.insert(tutorNotes).values(values).returning())[0]!,

    updateNote: async (id: number, text: string) =>
      (
        await db
          .update(tutorNotes)
          .set({ text, updatedAt: new Date() })
          .where(eq(tutorNotes.id, id))
          .returning()
      )[0]!,

    deleteNote: (id: number) => db.delete(tutorNotes).where(eq(tutorNotes.id, id)),

    /** The latest wrong attempts, newest first. */
    lastMisses: (studentId: string, limit: number) =>
      db
        .select()
        .from(answers)
        .where(and(eq(answers.userId, studentId), eq(answers.isCorrect, false)))
        .orderBy(desc(answers.answeredAt), desc(answers.id))
        .limit(limit),

    /** Questions whose first attempt earned nothing, the latest first. */
    missedFirstAttempts: (studentId: string, limit: number) =>
      db
        .select({ questionId: answers.questionId })
        .from(answers)
        .where(
          and(
            eq(answers.userId, studentId),
            eq(answers.isFirstAttempt, true),
            eq(answers.pointsEarned, 0),
          ),
        )
        .orderBy(desc(answers.answeredAt), desc(answers.id))
        .limit(limit),
  };
}

export type TutorRepository = ReturnType<typeof createTutorRepository>;
