import { makeAutoObservable, observable } from 'mobx';

/** Which answers of the FAQ are open; several may be open at once. */
export class FaqStore {
  readonly openItems = observable.set<string>();

  constructor() {
    makeAutoObservable(this, { openItems: false });
  }

  isOpen(item: string): boolean {
    return this.openItems.has(item);
  }

  toggle(item: string): void {
    if (this.openItems.has(item)) this.openItems.delete(item);
    else this.openItems.add(item);
  }
}
