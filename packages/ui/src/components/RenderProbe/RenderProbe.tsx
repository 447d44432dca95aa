import { Profiler, createContext, useContext, type ProfilerOnRenderCallback, type ReactNode } from 'react';

/**
 * Render probe for tests and stories (render counts may be asserted exactly): when a story provides
 * a callback, every `<Probe id>` renders its children inside a React `<Profiler>` with it. Absent in
 * the product, where `<Probe>` renders its children alone.
 */
export const RenderProbeContext = createContext<ProfilerOnRenderCallback | null>(null);

/** Wraps children in a `<Profiler id>` when a render probe is provided, else renders them. */
export function Probe({ id, children }: { id: string; children: ReactNode }) {
  const onRender = useContext(RenderProbeContext);
  return onRender ? (
    <Profiler id={id} onRender={onRender}>
      {children}
    </Profiler>
  ) : (
    children
  );
}
