import { and, eq, sql } from 'drizzle-orm';
import type { ImportChoices } from '../../../shared/data/profile/types';
import { assistantMessages } from '../../../shared/i18n/messages/assistant';
import {
  answerPinId,
  maxPinnedInsights,
  type PinnedAnswerBody,
  type PinnedItem,
} from '../../../shared/insights';
import type { Db } from '../../db/client';
import { datasets } from '../../db/schema/index';
import { ApiError } from '../../lib/api-error';
import type { AdminActor } from '../admin/audit';
import { canonicalJson } from './canonical-json';
import type { DatasetCaller, DatasetStores } from './datasets';
import {
  datasetNotFound,
  existingPin,
  pinCount,
  readAgainForPin,
  storePin,
  tooManyPins,
} from './pinned-insights';

const answerChanged = () => new ApiError(409, 'answer-changed', assistantMessages.pinAnswer.changed);

/**
 * What pinning an answer needs before the file is read again: the dataset (404 outside the caller's workspace),
 * its name and import choices, the pin of this question there is (answered as it is), and room for one more.
 */
export async function answerPinTarget(
  db: Db,
  caller: DatasetCaller,
  datasetId: string,
  sent: PinnedAnswerBody,
): Promise<{ existing: PinnedItem } | { choices: ImportChoices | undefined; name: string }> {
  const [dataset] = await db
    .select({
      name: datasets.name,
      choices: sql<ImportChoices | null>`${datasets.profile} -> 'report' -> 'choices'`,
    })
    .from(datasets)
    .where(and(eq(datasets.id, datasetId), eq(datasets.workspaceId, caller.workspace.id)));
  if (!dataset) throw datasetNotFound();
  const existing = await existingPin(db, caller, datasetId, answerPinId(sent.language, sent.question));
  if (existing) return { existing };
  if ((await pinCount(db, caller.workspace.id)) >= maxPinnedInsights) throw tooManyPins();
  return { choices: dataset.choices ?? undefined, name: dataset.name };
}

/**
 * Pins an assistant's answer as pinned insights are pinned (docs/decisions/038, 060): kept only when the server,
 * asking the same question of the dataset's file with the same engine, gets the same answer (canonical JSON);
 * else 409 `answer-changed`. What is stored is the server's answer. One transaction locks the workspace's pins,
 * re-checks the pinner, the dataset, the pin there is and the cap.
 */
export async function pinAnswer(
  stores: DatasetStores,
  caller: DatasetCaller,
  actor: AdminActor,
  input: { datasetId: string; sent: PinnedAnswerBody; choices: ImportChoices | undefined; name: string },
): Promise<{ pin: PinnedItem; created: boolean }> {
  const { datasetId, sent } = input;
  const { answer: found } = await readAgainForPin(stores, caller, datasetId, input.choices, {
    question: sent.question,
    language: sent.language,
    datasetName: input.name,
  });
  if (!found || canonicalJson(found) !== canonicalJson(sent.answer)) throw answerChanged();
  const body: PinnedAnswerBody = { question: sent.question, language: sent.language, answer: found };
  return storePin(stores.db, caller, actor, {
    datasetId,
    kind: 'answer',
    insightId: answerPinId(sent.language, sent.question),
    body,
  });
}
