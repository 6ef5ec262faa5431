/**
 * Q&A retention with a model as judge (seed `000_2a42ff7c47e3b4f9.txt` Part V §5.3): for one file,
 * 1. the judge is given the full code (secrets already masked by the caller) and writes {@link QA_QUESTIONS} critical
 *    questions a developer might ask;
 * 2. in a separate call that sees only the technical summary, the model answers them;
 * 3. the judge grades each answer against the code: `correct` 1, `partial` 0.5, `wrong` 0.
 * Retention is the mean grade in percent (one decimal); the seed's target is 80 % ({@link QA_TARGET_PERCENT}).
 * Every call asks for structured JSON validated with zod. Missing answers or grades count as wrong.
 */
import { z } from "zod";
import type { LlmClient } from "../llm/types.js";

/** Questions per file (seed §5.3: 5–10). */
export const QA_QUESTIONS = 5;
/** The seed's target: 4 of 5 answered correctly. */
export const QA_TARGET_PERCENT = 80;

const QuestionsSchema = z.object({ questions: z.array(z.string().min(1)).describe(`Exactly ${QA_QUESTIONS} questions.`) });
const AnswersSchema = z.object({ answers: z.array(z.string()).describe("One answer per question, in order.") });
const GradesSchema = z.object({ grades: z.array(z.enum(["correct", "partial", "wrong"])).describe("One grade per answer, in order.") });

/** Grade of one answer. */
export type QaGrade = z.infer<typeof GradesSchema>["grades"][number];

/** Points of a grade. */
export const GRADE_POINTS: Readonly<Record<QaGrade, number>> = { correct: 1, partial: 0.5, wrong: 0 };

/** One file's questions, answers, grades and retention (percent, one decimal). */
export interface QaFileResult {
  path: string;
  questions: { question: string; answer: string; grade: QaGrade }[];
  retention: number;
}

/** A file to test: its masked code and its summary as JSON text. */
export interface QaInput {
  path: string;
  /** The full file text with secrets masked (never unmasked text). */
  code: string;
  summary: string;
}

const QUESTION_SYSTEM = "You review source code. Write critical questions a developer would ask about this file: what its functions and methods return, what parameters they take, what its classes hold, what it depends on, what errors it raises. Each question must be answerable from the code alone.";
const ANSWER_SYSTEM = "Answer each question using only the technical summary given. When the summary does not say, answer \"unknown\". Keep answers short.";
const GRADE_SYSTEM = "You grade answers against the source code. For each answer: correct when it agrees with the code, partial when it is incomplete or partly wrong, wrong when it is wrong or \"unknown\".";

const numbered = (items: readonly string[]): string => items.map((q, i) => `${i + 1}. ${q}`).join("\n");

/** Mean of points in percent, one decimal; 0 for no questions. */
export function retentionPercent(grades: readonly QaGrade[]): number {
  if (!grades.length) return 0;
  return Math.round((grades.reduce((n, g) => n + GRADE_POINTS[g], 0) / grades.length) * 1000) / 10;
}

/**
 * Runs the protocol for one file (three model calls). Throws what the client throws (`LlmError`).
 */
export async function qaRetentionFile(llm: LlmClient, input: QaInput): Promise<QaFileResult> {
  const q = await llm.generateObject({
    system: QUESTION_SYSTEM,
    prompt: `Write exactly ${QA_QUESTIONS} questions about ${input.path}.\n\n<code>\n${input.code}\n</code>`,
    schema: QuestionsSchema,
    schemaName: "Questions",
  });
  const questions = q.object.questions.slice(0, QA_QUESTIONS);
  const a = await llm.generateObject({
    system: ANSWER_SYSTEM,
    prompt: `<summary>\n${input.summary}\n</summary>\n\nQuestions:\n${numbered(questions)}`,
    schema: AnswersSchema,
    schemaName: "Answers",
  });
  const answers = questions.map((_, i) => a.object.answers[i] ?? "");
  const g = await llm.generateObject({
    system: GRADE_SYSTEM,
    prompt: `<code>\n${input.code}\n</code>\n\n${questions.map((question, i) => `${i + 1}. Q: ${question}\n   A: ${answers[i] || "(no answer)"}`).join("\n")}`,
    schema: GradesSchema,
    schemaName: "Grades",
  });
  const grades = questions.map((_, i): QaGrade => g.object.grades[i] ?? "wrong");
  return { path: input.path, questions: questions.map((question, i) => ({ question, answer: answers[i]!, grade: grades[i]! })), retention: retentionPercent(grades) };
}

/** Overall retention: the mean grade over every question of `files`, in percent (one decimal). */
export function overallRetention(files: readonly QaFileResult[]): number {
  return retentionPercent(files.flatMap((f) => f.questions.map((q) => q.grade)));
}
