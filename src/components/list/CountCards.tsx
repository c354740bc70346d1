import { useLocale } from '@/i18n/locale';
import { numberFormat } from '@/lib/intl';
import { StatCard } from './StatCard';
import { StatCardGrid } from './StatCardGrid';

export interface CountCardsProps<K extends string> {
  /** The cards in order: each a key of `counts` and of the texts under `textKey`. */
  cards: readonly K[];
  counts: Record<K, number>;
  /** Catalogue group holding `<card>.title` and `<card>.description` for each card. */
  textKey: string;
}

/** A list's count cards: one StatCard per count, titled and described from the catalogue. */
export function CountCards<K extends string>({ cards, counts, textKey }: CountCardsProps<K>) {
  const { t, language } = useLocale();
  const number = numberFormat(language);
  return (
    <StatCardGrid>
      {cards.map((card) => (
        <StatCard
          key={card}
          title={t(`${textKey}.${card}.title`)}
          value={number.format(counts[card])}
          description={t(`${textKey}.${card}.description`)}
        />
      ))}
    </StatCardGrid>
  );
}
