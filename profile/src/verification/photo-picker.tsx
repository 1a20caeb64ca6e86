import { Button } from '@jetkiz/web-kit';
import { FieldErrors } from '@jetkiz/web-kit/forms';
import { ALLOWED_IMAGE_MIME_TYPES } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useProfileTexts } from '../i18n';
import styles from './verification.module.css';
import type { PhotoKind, VerificationStore } from './verification-store';

const FIELD: Readonly<Record<PhotoKind, 'document_image_id' | 'selfie_image_id'>> = {
  document: 'document_image_id',
  selfie: 'selfie_image_id',
};

/** One photo of the questionnaire: choose, look at it, then upload; only its id stays in the draft. */
export const PhotoPicker = observer(function PhotoPicker({ store, kind }: { store: VerificationStore; kind: PhotoKind }) {
  const { t } = useProfileTexts();
  const id = useId();
  const chosen = store.chosen.get(kind);
  const uploading = store.uploading.has(kind);
  const errors = [...(store.photoErrors.get(kind) ?? []), ...store.errorsOf(FIELD[kind])];
  const label = t(`verification.photo.${kind}`);
  return (
    <fieldset className={styles.photo} aria-describedby={`${id}-hint ${id}-error`}>
      <legend>{label}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {t(`verification.photo.${kind}Hint`)}
      </p>
      {chosen?.previewUrl && (
        <img className={styles.preview} src={chosen.previewUrl} alt={t('verification.photo.preview', { photo: label })} />
      )}
      {store.isUploaded(kind) ? (
        <>
          <p role="status">{t('verification.photo.uploaded')}</p>
          <Button variant="secondary" onClick={() => store.replacePhoto(kind)}>
            {t('verification.photo.replace')}
          </Button>
        </>
      ) : (
        <>
          <label className={styles.fileLabel} htmlFor={`${id}-file`}>
            {chosen ? t('verification.photo.chooseOther') : t('verification.photo.choose')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept={ALLOWED_IMAGE_MIME_TYPES.join(',')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) store.choosePhoto(kind, file);
              store.blur(FIELD[kind]);
            }}
          />
          {chosen && (
            <Button disabled={uploading} onClick={() => void store.uploadPhoto(kind)}>
              {uploading ? t('verification.photo.uploading') : t('verification.photo.upload')}
            </Button>
          )}
        </>
      )}
      <FieldErrors id={`${id}-error`} keys={errors} />
    </fieldset>
  );
});
