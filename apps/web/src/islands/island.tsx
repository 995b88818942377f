import { type ComponentType, createContext, type ReactNode, useContext } from "react";

/**
 * When an island's code loads in the browser: at once (what the guest may use first, the
 * navigation), when the browser is idle, or when the island comes near the viewport (parts below
 * the fold with heavy code: the slider, the contact form). docs/decisions/034.
 */
export type IslandLoad = "eager" | "idle" | "visible";

/** What the build's pre-rendering collects from the islands of one page. */
export type IslandCollector = {
  /** The key prefixes of the texts the island reads (`nav`, `homepage.faq`), for the page's data block. */
  addTexts: (prefixes: string[]) => void;
  /** The names of the islands the page holds, to preload the code of those that load at once. */
  addIsland: (name: string, load: IslandLoad) => void;
};

/**
 * Set by the pre-rendering of a marketing page only (entry-server.tsx): the booking app hydrates
 * the whole page, so there an Island draws its component and nothing else.
 */
export const IslandCollectorContext = createContext<IslandCollector | null>(null);

/** Inside an island, another Island is part of it, not a second root. */
const InsideIslandContext = createContext(false);

/**
 * An interactive part of a marketing page. The pre-rendered page draws it inside a marker (its
 * name, its props as JSON); the islands entry (islands/main.tsx) hydrates each marker with the
 * component registered under that name (islands/registry.ts), with the texts the page embeds.
 * The props must survive JSON; `texts` says which text sections the component reads.
 */
export function Island<Props extends object>({
  name,
  component: Component,
  props,
  texts,
  load = "eager",
}: {
  name: string;
  component: ComponentType<Props>;
  props: Props;
  texts: string[];
  load?: IslandLoad;
}): ReactNode {
  const collector = useContext(IslandCollectorContext);
  const isInsideIsland = useContext(InsideIslandContext);
  if (!collector || isInsideIsland) return <Component {...props} />;
  collector.addTexts(texts);
  collector.addIsland(name, load);
  return (
    <div
      className="contents"
      data-island={name}
      data-load={load}
      data-props={JSON.stringify(props)}
    >
      <InsideIslandContext.Provider value={true}>
        <Component {...props} />
      </InsideIslandContext.Provider>
    </div>
  );
}
