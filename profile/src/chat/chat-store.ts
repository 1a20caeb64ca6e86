import { CHAT_PAGE_DEFAULT_LIMIT, FieldModel, chatMessageSchema, retryAfterSecondsOf, toApiError } from '@jetkiz/contracts';
import type { ApiClient, ChatMessage, ChatReadReceipt, ChatStreamEvent } from '@jetkiz/contracts';
import { makeAutoObservable, runInAction } from 'mobx';
import { profileText } from '../i18n';
import { failureOf, loadFailureOf, type LoadFailure } from '../loadable';
import { openChatStream, type ChatStream, type ChatStreamSource } from './chat-stream';

type Validator = NonNullable<ConstructorParameters<typeof FieldModel>[1]>[number];

export type ChatLoadState = 'loading' | 'ready' | 'failed';

/** A message of this user on its way: shown at once, with 'sending…', or with why it failed and a retry. */
export interface OutgoingMessage {
  key: string;
  text: string;
  state: 'sending' | 'failed';
  /** why it was not sent, and when to try again if the API said */
  error: LoadFailure | null;
}

export interface ChatStoreOptions {
  /** the live stream; none in a test that only reads the history */
  stream?: ChatStreamSource | null;
  /** called once the other party's messages are marked read, e.g. to refresh the unread counts */
  onRead?: () => void;
  pageSize?: number;
  reconnectDelays?: readonly number[];
}

const byTime = (a: ChatMessage, b: ChatMessage) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0);

/** The chat of one request (bind): its history page by page, the live stream, sending and read marks. */
export class ChatStore {
  /** oldest first, each id once */
  messages: ChatMessage[] = [];
  hasMore = false;
  state: ChatLoadState = 'loading';
  /** why the newest page could not be loaded */
  loadFailure: LoadFailure | null = null;
  loadingEarlier = false;
  earlierError: LoadFailure | null = null;
  /** the first of the other party's messages that was unread when the chat opened: the separator goes before it */
  firstUnreadId: string | null = null;
  outgoing: OutgoingMessage[] = [];
  readonly draft = new FieldModel<string>('', [chatMessageSchema.fields.text as Validator]);
  private readUpTo: string | null = null;
  private stream: ChatStream | null = null;
  private sent = 0;

  constructor(
    private readonly api: ApiClient,
    readonly bindId: number,
    private readonly options: ChatStoreOptions = {},
  ) {
    makeAutoObservable<ChatStore, 'api' | 'options' | 'readUpTo' | 'stream' | 'sent'>(this, {
      api: false,
      options: false,
      bindId: false,
      readUpTo: false,
      stream: false,
      sent: false,
    });
  }

  /** Opens the stream and loads the newest page; the returned function stops the stream. */
  start(): () => void {
    const { stream, reconnectDelays } = this.options;
    if (stream && !this.stream) this.stream = openChatStream(stream, this.bindId, (event) => this.receive(event), reconnectDelays);
    void this.load();
    return () => this.stop();
  }

  stop(): void {
    this.stream?.close();
    this.stream = null;
  }

  async load(): Promise<void> {
    this.state = 'loading';
    this.loadFailure = null;
    try {
      const page = await this.api.binds.messages(this.bindId, { limit: this.pageSize });
      runInAction(() => {
        this.merge(page.messages);
        this.hasMore = page.has_more;
        this.state = 'ready';
        this.firstUnreadId = this.messages.find((message) => message.author === 'other' && message.read_at === null)?.id ?? null;
      });
    } catch (error) {
      runInAction(() => {
        this.state = 'failed';
        this.loadFailure = loadFailureOf(error);
      });
    }
  }

  /** The page before the oldest message on screen. */
  async loadEarlier(): Promise<void> {
    const oldest = this.messages[0];
    if (!oldest || this.loadingEarlier) return;
    this.loadingEarlier = true;
    this.earlierError = null;
    try {
      const page = await this.api.binds.messages(this.bindId, { before: oldest.id, limit: this.pageSize });
      runInAction(() => {
        this.merge(page.messages);
        this.hasMore = page.has_more;
      });
    } catch (error) {
      runInAction(() => (this.earlierError = loadFailureOf(error)));
    } finally {
      runInAction(() => (this.loadingEarlier = false));
    }
  }

  receive(event: ChatStreamEvent): void {
    if (event.type === 'read') return this.applyReceipt(event.data);
    const message = event.data;
    // this user's message can come by the stream before its own answer: it is then shown once, as sent
    const sending = this.outgoing.find((item) => item.state === 'sending' && message.author === 'me' && item.text === message.text);
    if (sending) this.outgoing = this.outgoing.filter((item) => item !== sending);
    this.merge([message]);
  }

  /** Sends the draft when it keeps the contracts' rules; it shows at once and the field is free for the next. */
  async send(): Promise<boolean> {
    this.draft.blur();
    if (!this.draft.isValid) return false;
    this.sent += 1;
    this.outgoing.push({ key: `outgoing-${this.sent}`, text: this.draft.value.trim(), state: 'sending', error: null });
    const item = this.outgoing[this.outgoing.length - 1]!;
    this.draft.reset();
    return this.deliver(item);
  }

  /** Sends a failed message again, with its text as it was. */
  retry(key: string): Promise<boolean> {
    const item = this.outgoing.find((candidate) => candidate.key === key);
    if (!item || item.state !== 'failed') return Promise.resolve(false);
    item.state = 'sending';
    item.error = null;
    return this.deliver(item);
  }

  /** The newest message of the other party, when it is not marked read yet. */
  get unreadFromOther(): ChatMessage | null {
    const newest = [...this.messages].reverse().find((message) => message.author === 'other');
    return newest && newest.read_at === null ? newest : null;
  }

  /** Tells the API the other party's messages on screen are read, once per newest message. */
  async markRead(): Promise<void> {
    const newest = this.unreadFromOther;
    if (!newest || this.readUpTo === newest.id) return;
    this.readUpTo = newest.id;
    try {
      await this.api.binds.readMessages(this.bindId, { up_to: newest.id });
      runInAction(() => this.applyReceipt({ reader: 'me', up_to: newest.id, read_at: new Date().toISOString() }));
      this.options.onRead?.();
    } catch {
      // not marked: the next message or visit tries again
      this.readUpTo = null;
    }
  }

  private get pageSize(): number {
    return this.options.pageSize ?? CHAT_PAGE_DEFAULT_LIMIT;
  }

  private async deliver(item: OutgoingMessage): Promise<boolean> {
    try {
      const message = await this.api.binds.sendMessage(this.bindId, { text: item.text });
      runInAction(() => {
        this.outgoing = this.outgoing.filter((candidate) => candidate !== item);
        this.merge([message]);
      });
      return true;
    } catch (error) {
      const failure = toApiError(error);
      runInAction(() => {
        const fieldErrors = failure.fieldErrors.text;
        if (failure.status === 422 && fieldErrors?.length && this.draft.value === '') {
          // the rules refused the text: it goes back to the field, with why
          this.outgoing = this.outgoing.filter((candidate) => candidate !== item);
          this.draft.setValue(item.text);
          this.draft.setServerErrors(fieldErrors);
          return;
        }
        item.state = 'failed';
        // a 429 that says when to send again is not told to wait a minute too
        const tooMany = retryAfterSecondsOf(failure) === null ? 'chat.tooMany' : 'chat.tooFast';
        item.error = failureOf(failure, failure.status === 429 ? profileText(tooMany) : undefined);
      });
      return false;
    }
  }

  /** Adds or updates messages by id, so one that came by the stream and in a page is shown once. */
  private merge(incoming: ChatMessage[]): void {
    if (incoming.length === 0) return;
    const byId = new Map(this.messages.map((message) => [message.id, message]));
    for (const message of incoming) byId.set(message.id, { ...byId.get(message.id), ...message });
    this.messages = [...byId.values()].sort(byTime);
  }

  /** The reader read every message of the other side up to `up_to`. */
  private applyReceipt(receipt: ChatReadReceipt): void {
    const readAuthor = receipt.reader === 'other' ? 'me' : 'other';
    const upTo = this.messages.find((message) => message.id === receipt.up_to);
    const until = upTo ? upTo.created_at : receipt.read_at;
    this.messages = this.messages.map((message) =>
      message.author === readAuthor && message.read_at === null && message.created_at <= until
        ? { ...message, read_at: receipt.read_at }
        : message,
    );
  }
}
