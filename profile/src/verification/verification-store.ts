import { parcelImagesErrors, toApiError, validateObject, verificationSchema } from '@jetkiz/contracts';
import type { ApiClient, Verification, VerificationRequest, VerificationStatus } from '@jetkiz/contracts';
import type { BoundField } from '@jetkiz/web-kit/forms';
import { makeAutoObservable, runInAction } from 'mobx';
import { commonText, profileText, type TextRef } from '../i18n';
import { EMPTY_DRAFT, type DraftField, type DraftStorage, type VerificationDraft } from './verification-draft';
import { VERIFICATION_STEPS, stepOfField } from './verification-steps';

export type PhotoKind = 'document' | 'selfie';
export type LoadState = 'idle' | 'loading' | 'ready' | 'failed';

const IMAGE_FIELD: Readonly<Record<PhotoKind, 'document_image_id' | 'selfie_image_id'>> = {
  document: 'document_image_id',
  selfie: 'selfie_image_id',
};

/** A photo chosen on this page: its preview before upload; its bytes are never kept in the draft. */
export interface ChosenPhoto {
  file: File;
  /** an object URL of the file, when the browser makes one */
  previewUrl: string | null;
}

/** The request the questionnaire makes of the draft: a yes/no as a boolean, an empty middle name left out. */
export function requestOf(draft: VerificationDraft): Partial<VerificationRequest> {
  const { is_resident, middle_name, ...rest } = draft;
  return {
    ...rest,
    ...(middle_name.trim() ? { middle_name } : {}),
    ...(is_resident ? { is_resident: is_resident === 'yes' } : {}),
  } as Partial<VerificationRequest>;
}

function previewOf(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/** Identity verification (issue 16): where it stands, and the questionnaire in steps with its draft. */
export class VerificationStore {
  verification: Verification | null = null;
  loadState: LoadState = 'idle';
  draft: VerificationDraft;
  step = 0;
  /** true after a rejection once the user chose to fill the questionnaire again */
  resubmitting = false;
  submitting = false;
  /** fields whose rule errors show: left once, or their step was tried */
  readonly shownFields = new Set<DraftField>();
  serverErrors: Partial<Record<string, string[]>> = {};
  formError: TextRef | null = null;
  readonly chosen = new Map<PhotoKind, ChosenPhoto>();
  readonly photoErrors = new Map<PhotoKind, string[]>();
  readonly uploading = new Set<PhotoKind>();
  private readonly fields = new Map<DraftField, BoundField<string>>();

  constructor(
    private readonly api: ApiClient,
    private readonly storage: DraftStorage,
    /** told every status the API gives, e.g. to keep the session's user up to date */
    private readonly onStatus: (status: VerificationStatus) => void = () => undefined,
  ) {
    this.draft = storage.load() ?? { ...EMPTY_DRAFT };
    makeAutoObservable<VerificationStore, 'api' | 'storage' | 'onStatus' | 'fields'>(this, {
      api: false,
      storage: false,
      onStatus: false,
      fields: false,
      field: false,
    });
  }

  get status(): Verification['status'] | null {
    return this.verification?.status ?? null;
  }

  /** The questionnaire is open before any submission, and again after a rejection when the user asks for it. */
  get showsQuestionnaire(): boolean {
    return this.status === 'not_started' || (this.status === 'rejected' && this.resubmitting);
  }

  async load(): Promise<void> {
    if (this.loadState !== 'ready') this.loadState = 'loading';
    try {
      const verification = await this.api.me.verification();
      runInAction(() => {
        this.verification = verification;
        this.loadState = 'ready';
      });
      this.onStatus(verification.status);
    } catch {
      runInAction(() => {
        if (this.loadState !== 'ready') this.loadState = 'failed';
      });
    }
  }

  startAgain(): void {
    this.resubmitting = true;
    this.step = 0;
    this.formError = null;
  }

  /** Rule errors of one step's fields, by the one questionnaire schema (cross-field rules see the whole draft). */
  stepRuleErrors(index: number): Record<string, string[]> {
    const fields = VERIFICATION_STEPS[index]?.fields ?? [];
    if (fields.length === 0) return {};
    const errors = validateObject(verificationSchema.pick([...fields]), requestOf(this.draft));
    return Object.fromEntries(Object.entries(errors).filter(([field]) => (fields as readonly string[]).includes(field)));
  }

  errorsOf(field: DraftField): string[] {
    const rules = this.shownFields.has(field) ? (this.stepRuleErrors(stepOfField(field))[field] ?? []) : [];
    return [...new Set([...rules, ...(this.serverErrors[field] ?? [])])];
  }

  /** A field as the web kit's controls take it; its value and errors are read when a control renders, so it observes them. */
  field(name: DraftField): BoundField<string> {
    const cached = this.fields.get(name);
    if (cached) return cached;
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the getters below read the store, not the field
    const store = this;
    const field: BoundField<string> = {
      get value() {
        return store.draft[name];
      },
      get visibleErrors() {
        return store.errorsOf(name);
      },
      setValue: (value: string) => this.setValue(name, value),
      blur: () => this.blur(name),
    };
    this.fields.set(name, field);
    return field;
  }

  setValue(name: DraftField, value: string): void {
    this.draft = { ...this.draft, [name]: value } as VerificationDraft;
    delete this.serverErrors[name];
    this.serverErrors = { ...this.serverErrors };
    this.storage.save(this.draft);
  }

  blur(name: DraftField): void {
    this.shownFields.add(name);
  }

  stepIsValid(index: number): boolean {
    const fields = VERIFICATION_STEPS[index]?.fields ?? [];
    return Object.keys(this.stepRuleErrors(index)).length === 0 && fields.every((field) => !this.serverErrors[field]?.length);
  }

  /** To the next step when this one is valid; otherwise every error of the step shows. */
  next(): boolean {
    for (const field of VERIFICATION_STEPS[this.step]?.fields ?? []) this.shownFields.add(field);
    if (!this.stepIsValid(this.step)) return false;
    this.step = Math.min(this.step + 1, VERIFICATION_STEPS.length - 1);
    return true;
  }

  back(): void {
    this.step = Math.max(this.step - 1, 0);
  }

  goTo(index: number): void {
    if (index >= 0 && index < this.step) this.step = index;
  }

  choosePhoto(kind: PhotoKind, file: File): void {
    this.dropChosen(kind);
    const errors = parcelImagesErrors([file]);
    this.photoErrors.set(kind, errors);
    if (errors.length > 0) return;
    this.chosen.set(kind, { file, previewUrl: previewOf(file) });
  }

  /** Uploads the chosen photo through the image upload route; the draft keeps only its id. */
  async uploadPhoto(kind: PhotoKind): Promise<void> {
    const photo = this.chosen.get(kind);
    if (!photo || this.uploading.has(kind)) return;
    this.uploading.add(kind);
    this.photoErrors.delete(kind);
    try {
      const { images } = await this.api.parcels.uploadImages([photo.file]);
      runInAction(() => {
        const id = images[0]?.id;
        if (id) this.setValue(IMAGE_FIELD[kind], id);
      });
    } catch (error) {
      const failure = toApiError(error);
      const keys = Object.values(failure.fieldErrors).flat();
      runInAction(() => this.photoErrors.set(kind, keys.length > 0 ? keys : [failure.messageKey]));
    } finally {
      runInAction(() => this.uploading.delete(kind));
    }
  }

  /** Forgets the photo (chosen or uploaded), to choose another. */
  replacePhoto(kind: PhotoKind): void {
    this.dropChosen(kind);
    this.photoErrors.delete(kind);
    this.setValue(IMAGE_FIELD[kind], '');
  }

  isUploaded(kind: PhotoKind): boolean {
    return this.draft[IMAGE_FIELD[kind]] !== '';
  }

  private dropChosen(kind: PhotoKind): void {
    const previous = this.chosen.get(kind);
    if (previous?.previewUrl && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(previous.previewUrl);
    this.chosen.delete(kind);
  }

  async submit(): Promise<void> {
    if (this.submitting) return;
    const invalidStep = VERIFICATION_STEPS.findIndex((_, index) => !this.stepIsValid(index));
    if (invalidStep !== -1) {
      for (const field of VERIFICATION_STEPS[invalidStep]!.fields) this.shownFields.add(field);
      this.step = invalidStep;
      return;
    }
    this.submitting = true;
    this.formError = null;
    try {
      const verification = await this.api.me.submitVerification(requestOf(this.draft) as VerificationRequest);
      runInAction(() => {
        this.verification = { ...this.verification, ...verification };
        this.resubmitting = false;
        this.storage.clear();
        this.draft = { ...EMPTY_DRAFT };
        this.shownFields.clear();
        this.step = 0;
      });
      this.onStatus(verification.status);
    } catch (error) {
      const failure = toApiError(error);
      runInAction(() => this.takeFailure(failure));
      if (failure.status === 409) await this.load();
    } finally {
      runInAction(() => (this.submitting = false));
    }
  }

  private takeFailure(failure: ReturnType<typeof toApiError>): void {
    if (failure.status === 409) {
      this.formError = profileText('verification.alreadySubmitted');
      return;
    }
    const fields = Object.keys(failure.fieldErrors);
    if (failure.status === 422 && fields.length > 0) {
      this.serverErrors = { ...failure.fieldErrors };
      this.step = Math.min(...fields.map(stepOfField));
      this.formError = profileText('verification.fixErrors');
      return;
    }
    this.formError = commonText(failure.messageKey);
  }
}
