import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/i18n/locale-context';
import { Icon } from '@/components/ui/icon';
import type { FavouriteStarProps } from './favourite-star';
import { clickStar } from './favourite-toggle';
import styles from './star-button.module.css';
import { useIsFavourite } from './use-favourites';

/**
 * The star itself: a toggle button named "Favourite: {name}", pressed while it is a favourite; a
 * click flips it at once (signed out: asks to sign in).
 */
export function StarButton({ type, id, name, className }: FavouriteStarProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useQueryClient();
  const isFavourite = useIsFavourite(type, id);
  return (
    <button
      type="button"
      className={`${styles.star} ${className ?? ''}`}
      aria-pressed={isFavourite}
      aria-label={t('favourites.star', { name })}
      data-favourite={type}
      onClick={() => void clickStar(client, { locale, type, id })}
    >
      <Icon name="star" />
    </button>
  );
}
