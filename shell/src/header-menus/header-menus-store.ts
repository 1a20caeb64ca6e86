import { makeAutoObservable } from 'mobx';

/** Which header menus are open: the burger menu (while the items do not fit on one row) and the profile menu. */
export class HeaderStore {
  navOpen = false;
  profileOpen = false;

  constructor() {
    makeAutoObservable(this);
  }

  get anyOpen(): boolean {
    return this.navOpen || this.profileOpen;
  }

  toggleNav(): void {
    this.navOpen = !this.navOpen;
  }

  toggleProfile(): void {
    this.profileOpen = !this.profileOpen;
  }

  close(): void {
    this.navOpen = false;
    this.profileOpen = false;
  }
}
