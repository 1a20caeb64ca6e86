import { ALLOWED_IMAGE_EXTENSIONS, ALLOWED_IMAGE_MIME_TYPES } from '@jetkiz/contracts';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@jetkiz/web-kit';
import { FieldErrors, formStyles } from '@jetkiz/web-kit/forms';
import { WIDGETS_NAMESPACE } from '../i18n';
import type { PhotosStore } from './photos-store';
import styles from './photo-picker.module.css';

const ACCEPT = [...ALLOWED_IMAGE_EXTENSIONS.map((extension) => `.${extension}`), ...ALLOWED_IMAGE_MIME_TYPES].join(',');

/** Choose photos, see them, remove one; what is wrong with the set shows at once. */
export const PhotoPicker = observer(function PhotoPicker({ photos }: { photos: PhotosStore }) {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  const id = useId();
  const errors = photos.errors;
  return (
    <div className={formStyles.field}>
      <span className={formStyles.label} id={`${id}-label`}>
        {t('parcel.photos')}
      </span>
      {photos.photos.length > 0 && (
        <ul className={styles.previews} aria-labelledby={`${id}-label`}>
          {photos.photos.map((photo) => (
            <li key={photo.key} className={styles.preview}>
              {photo.previewUrl ? (
                <img src={photo.previewUrl} alt={photo.file.name} className={styles.image} />
              ) : (
                <span className={styles.fileName}>{photo.file.name}</span>
              )}
              <button
                type="button"
                className={styles.remove}
                onClick={() => photos.remove(photo.key)}
                aria-label={t('parcel.removePhoto', { name: photo.file.name })}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <label className={`${buttonClass('secondary')} ${styles.add}`}>
        {t('parcel.addPhotos')}
        <input
          type="file"
          name="images[]"
          accept={ACCEPT}
          multiple
          className={styles.fileInput}
          aria-describedby={`${id}-hint ${id}-errors`}
          aria-invalid={errors.length > 0}
          onChange={(event) => {
            photos.add(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </label>
      <p id={`${id}-hint`} className={formStyles.hint}>
        {t('parcel.photosHint')}
      </p>
      <FieldErrors id={`${id}-errors`} keys={errors} />
    </div>
  );
});
