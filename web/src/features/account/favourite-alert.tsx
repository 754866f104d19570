import { useTranslation } from 'react-i18next';
import { errorText } from '@/account-shared/api-error-text';
import { Alert } from '@/components/ui/alert';
import { dismissFavouriteFailure, useFavouriteFailure } from '@/favourites/favourite-toggle';

/** A star the server refused (it has flipped back): the alert says why, in the API's words for its code. */
export function FavouriteAlert() {
  const { t } = useTranslation();
  const failure = useFavouriteFailure();
  if (failure === null) return null;
  return (
    <Alert
      key={failure.serial}
      tone="error"
      title={t('account.favouriteFailed')}
      closeLabel={t('common.close')}
      onClose={dismissFavouriteFailure}
    >
      <p>{failure.code === null ? t('account.errors.network') : errorText(t, failure.code)}</p>
    </Alert>
  );
}
