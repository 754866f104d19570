import { useTranslation } from 'react-i18next';
import { periodUnit, type MatchStage } from '@/lib/match-clock';

type StageTextProps = { stage: MatchStage; sportKey: string };

/**
 * A live match's stage in words, as lists and the scoreboard show it: the period in play with
 * its ordinal ("1st half", "2. set"), else half-time, a break, overtime or penalties.
 */
export function StageText({ stage, sportKey }: StageTextProps) {
  const { t } = useTranslation();
  const text =
    stage.kind === 'period'
      ? t(`events.periods.${periodUnit(sportKey)}`, { count: stage.number, ordinal: true })
      : t(`events.stages.${stage.kind}`);
  return <span data-stage={stage.kind}>{text}</span>;
}
