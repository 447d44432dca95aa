import { Profiler, useContext, type ReactNode } from 'react';
import { RenderProbeContext } from './screen-context';

/** Wraps children in a `<Profiler>` when a render probe is provided (tests), else renders them. */
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
