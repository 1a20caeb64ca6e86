// What the site shares as `mobx` (index.cjs): a shared module is not tree-shaken, so the share scope gets only what
// the apps and mobx-react-lite (`_getGlobalState`, `getDependencyTree`, `Reaction`, `observable`) import; web-kit's
// shared-module-names test keeps this list and the apps' imports in step.
export {
  _getGlobalState,
  action,
  autorun,
  computed,
  getDependencyTree,
  makeAutoObservable,
  makeObservable,
  observable,
  reaction,
  Reaction,
  runInAction,
  when,
} from 'mobx/dist/mobx.mjs';
