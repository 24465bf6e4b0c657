import { useTranslation } from 'react-i18next';
import type { PollSplit, QuestionDto } from '../../../../core/api/picks';
import type { QuestionPick } from '../../../../core/rules/picks';
import { POWERUP_TYPES, type PowerupType } from '../../../../core/rules/powerups';

export interface QuestionCardProps {
  index: number;
  question: QuestionDto;
  pick: QuestionPick | undefined;
  poll: PollSplit | undefined;
  /** remaining per type, to disable a button with none left (still tappable when applied: taking it off) */
  remaining: Record<PowerupType, number>;
  readOnly?: boolean;
  onAnswer: (option: string) => void;
  onPowerup: (type: PowerupType) => void;
}

/** One question: its text and options in the app language, the powerup buttons, and a revealed audience split. */
export function QuestionCard({ index, question, pick, poll, remaining, readOnly = false, onAnswer, onPowerup }: QuestionCardProps) {
  const { t, i18n } = useTranslation(['picks', 'powerups']);
  const lang = i18n.language === 'hi' ? 'hi' : 'en';
  const percent = (key: string) => poll?.options.find((o) => o.key === key)?.percent;
  // Audience Poll only on poll questions (docs/product.md §5): the button is not offered elsewhere.
  const types = POWERUP_TYPES.filter((p) => p !== 'player_poll' || question.is_poll);
  return (
    <li className="question" data-testid="question" data-question-id={question.question_id} data-poll={question.is_poll}>
      <p className="question__text">
        <span className="question__num">{t('picks:question', { n: index + 1 })}</span> {question.text[lang]}
      </p>
      <div className="question__options" role="group">
        {question.options.map((o) => {
          const chosen = pick?.answer === o.key;
          const p = percent(o.key);
          return (
            <button
              key={o.key}
              type="button"
              className={`option${chosen ? ' option--chosen' : ''}`}
              aria-pressed={chosen}
              disabled={readOnly}
              onClick={() => onAnswer(o.key)}
              data-testid="option"
              data-option={o.key}
            >
              {o.text[lang]}
              {p !== undefined ? (
                <span className="option__poll" data-testid="poll-percent">
                  {t('picks:pollSplit', { percent: Math.round(p) })}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {readOnly ? null : (
        <div className="question__powerups">
          {types.map((type) => {
            const applied = pick?.powerups.includes(type) ?? false;
            return (
              <button
                key={type}
                type="button"
                className={`chip${applied ? ' chip--on' : ''}`}
                aria-pressed={applied}
                disabled={!applied && remaining[type] <= 0}
                onClick={() => onPowerup(type)}
                data-testid={`powerup-${type}`}
              >
                {t(`powerups:names.${type}`)}
              </button>
            );
          })}
        </div>
      )}
    </li>
  );
}
