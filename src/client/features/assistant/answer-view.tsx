import type { ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import type { AssistantAnswer } from '@/shared/data/assistant/types';
import { assistantMessages } from '@/shared/i18n/messages/assistant';
import type { ActionSubject, ModelActionRender } from './action-subject';
import { AnswerChart } from './answer-chart';

/** Questions to ask with one press: a labelled group of buttons. */
function QuestionButtons({
  label,
  questions,
  onAsk,
}: {
  label: string;
  questions: { label: string; question: string }[];
  onAsk: (question: string) => void;
}) {
  if (questions.length === 0) return null;
  return (
    <div role="group" aria-label={label} className="flex flex-col gap-1.5">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <div className="flex flex-wrap gap-2">
        {questions.map((item) => (
          <Button
            key={item.question}
            type="button"
            variant="outline"
            size="sm"
            className="h-auto min-h-8 max-w-full py-1.5 text-left whitespace-normal"
            onClick={() => onAsk(item.question)}
          >
            {item.label}
          </Button>
        ))}
      </div>
    </div>
  );
}

const asButtons = (questions: string[]) => questions.map((question) => ({ label: question, question }));

/**
 * One answer: the sentence, how it was worked out, its chart (or, to train or predict, what would happen and a
 * confirm button) and follow-ups; a clarifying question with one button per reading; or "I can't answer that yet"
 * with questions it can answer.
 */
export function AnswerView({
  answer,
  subject,
  modelAction,
  onAsk,
  actions,
}: {
  answer: AssistantAnswer;
  /** The dataset the answer is about, for an answer that trains or predicts. */
  subject?: ActionSubject;
  modelAction?: ModelActionRender;
  onAsk: (question: string) => void;
  /** Shown under an answer's chart (a saved dataset's Pin). */
  actions?: ReactNode;
}) {
  const copy = assistantMessages;
  switch (answer.kind) {
    case 'answer':
      return (
        <div className="flex flex-col gap-3">
          <p className="font-medium">{answer.sentence}</p>
          <p className="text-sm text-muted-foreground">{answer.how}</p>
          <AnswerChart answer={answer} />
          {(answer.plan.kind === 'train' || answer.plan.kind === 'predict') &&
            subject &&
            modelAction?.(answer.plan, subject)}
          {actions}
          <QuestionButtons label={copy.followUps} questions={asButtons(answer.followUps)} onAsk={onAsk} />
        </div>
      );
    case 'clarify':
      return (
        <div className="flex flex-col gap-3">
          <p className="font-medium">{answer.sentence}</p>
          <QuestionButtons label={copy.options} questions={answer.options} onAsk={onAsk} />
        </div>
      );
    case 'unknown':
      return (
        <div className="flex flex-col gap-3">
          <p className="font-medium">{answer.sentence}</p>
          <QuestionButtons label={copy.suggestions} questions={asButtons(answer.suggestions)} onAsk={onAsk} />
        </div>
      );
  }
}
