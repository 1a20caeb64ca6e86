import type { ComponentType, ReactNode } from 'react';
import { useLoadedComponent } from './use-loaded-component';

interface LazyChunkProps<P> {
  /** a stable name for the chunk */
  name: string;
  load: () => Promise<{ default: ComponentType<P> }>;
  props: P;
  /** shown while loading and when the chunk cannot load */
  fallback?: ReactNode;
}

/** A part of the shell that is not needed for the first paint, loaded when first shown, reported like a remote load. */
export function LazyChunk<P extends object>({ name, load, props, fallback = null }: LazyChunkProps<P>) {
  const { state } = useLoadedComponent<P>(() => load().then((module) => module.default), name);
  if (state.status !== 'ready') return fallback;
  const { Component } = state;
  return <Component {...props} />;
}
