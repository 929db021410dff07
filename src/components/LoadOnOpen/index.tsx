/**
 * A button that downloads a component only when the reader asks for it (the simulator, a verifier…), so pages
 * pay nothing for tools most readers never open; a failed download says so and the button stays to retry.
 */
import React, {useState, type ComponentType, type ReactNode} from 'react';

interface Props<P extends object> {
  /** A dynamic `import()` of the module whose default export is the component. */
  load: () => Promise<{default: ComponentType<P>}>;
  /** The props the component gets once loaded. */
  props: P;
  /** The button's label. */
  label: string;
  /** What the reader reads when the download fails. */
  failure: string;
}

export default function LoadOnOpen<P extends object>({load, props, label, failure}: Props<P>): ReactNode {
  const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  const [failed, setFailed] = useState(false);
  if (Loaded) return <Loaded {...props} />;
  return (
    <div className="margin-vert--md">
      <button
        type="button"
        className="button button--primary"
        onClick={() =>
          void load().then(
            (module) => {
              setFailed(false);
              setLoaded(() => module.default);
            },
            () => setFailed(true),
          )
        }>
        {label}
      </button>
      {failed && <p role="alert">{failure}</p>}
    </div>
  );
}
