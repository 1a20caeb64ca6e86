import type { ModalName, ModalParams, ModalsApi, OpenModal } from '@jetkiz/contracts';
import { makeAutoObservable } from 'mobx';

/** One modal at a time, opened by name with params; it refuses to close while loading (spec §2). */
export class ModalStore implements ModalsApi {
  current: OpenModal | null = null;
  loading = false;

  constructor() {
    makeAutoObservable(this);
  }

  open(name: ModalName, params: ModalParams = {}): void {
    this.current = { name, params };
    this.loading = false;
  }

  close(): void {
    if (this.loading) return;
    this.current = null;
  }

  setLoading(loading: boolean): void {
    this.loading = loading;
  }
}
