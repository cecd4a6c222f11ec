// WAI-ARIA tabs (automatic activation), with the API and markup of Radix Tabs that the
// pages used before (value/defaultValue/onValueChange, data-state, forceMount): written
// here because Radix's version, with its roving-focus and collection packages, weighed
// about 10 KB on the first download of /tarifs for a few dozen lines of behaviour.
import { createContext, useContext, useId, useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';

interface TabsState {
  baseId: string;
  value: string | undefined;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs: TabsList, TabsTrigger and TabsContent belong inside Tabs.');
  return state;
}

const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

export function Tabs({
  value: controlled,
  defaultValue,
  onValueChange,
  children,
  ...rest
}: Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  children: ReactNode;
}) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const value = controlled ?? uncontrolled;
  const select = (next: string) => {
    if (next === value) return;
    if (controlled === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ baseId, value, select }}>
      <div data-orientation="horizontal" {...rest}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

/** Arrow keys move between tabs (wrapping), Home/End and PageUp/PageDown to the ends; focus selects. */
function moveFocus(e: KeyboardEvent<HTMLDivElement>) {
  const tabs = Array.from(e.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
  const from = tabs.indexOf(e.target as HTMLButtonElement);
  if (from < 0 || e.metaKey || e.ctrlKey || e.altKey || e.shiftKey) return;
  const last = tabs.length - 1;
  const targets: Record<string, number> = { ArrowRight: from === last ? 0 : from + 1, ArrowLeft: from === 0 ? last : from - 1, Home: 0, PageUp: 0, End: last, PageDown: last };
  const to = targets[e.key];
  if (to === undefined) return;
  e.preventDefault();
  tabs[to]?.focus();
}

export function TabsList({ className, onKeyDown, children, ...props }: ComponentProps<'div'>) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={cn('tabs-list flex flex-wrap gap-2 border-b border-slate-200 pb-2', className)}
      onKeyDown={(e) => {
        onKeyDown?.(e);
        if (!e.defaultPrevented) moveFocus(e);
      }}
      {...props}
    >
      {children}
      {/* Parsed after the last tab: a centred row (/tarifs) would move its first tabs as the
          others arrive, so the public site shows the row only once complete (styles.css). */}
      <span hidden className="tabs-list-end" />
    </div>
  );
}

export function TabsTrigger({ value, className, onMouseDown, onClick, onKeyDown, onFocus, ...props }: Omit<ComponentProps<'button'>, 'value'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      aria-selected={selected}
      aria-controls={contentId(tabs.baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      id={triggerId(tabs.baseId, value)}
      tabIndex={selected ? 0 : -1}
      className={cn(
        'rounded-lg px-4 py-2 text-sm font-semibold text-navy-900 transition-colors hover:bg-navy-50 data-[state=active]:bg-navy-900 data-[state=active]:text-white',
        className,
      )}
      onMouseDown={(e) => {
        onMouseDown?.(e);
        // A main-button press selects; a ctrl-click neither selects nor takes the focus.
        if (e.button === 0 && !e.ctrlKey) tabs.select(value);
        else e.preventDefault();
      }}
      // A click without a press before it selects too: one made by a script, such as a tap
      // made before hydration and replayed (app/early-taps.ts), or by assistive technology.
      onClick={(e) => {
        onClick?.(e);
        if (!e.ctrlKey) tabs.select(value);
      }}
      onKeyDown={(e) => {
        onKeyDown?.(e);
        if (e.key === 'Enter' || e.key === ' ') tabs.select(value);
      }}
      onFocus={(e) => {
        onFocus?.(e);
        tabs.select(value);
      }}
      {...props}
    />
  );
}

export function TabsContent({
  value,
  forceMount,
  className,
  children,
  ...props
}: ComponentProps<'div'> & {
  value: string;
  /** Keep the panel's content in the page while another tab is selected (CSS may hide it). */
  forceMount?: boolean;
}) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  const present = selected || !!forceMount;
  return (
    <div
      role="tabpanel"
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      aria-labelledby={triggerId(tabs.baseId, value)}
      id={contentId(tabs.baseId, value)}
      hidden={!present}
      tabIndex={0}
      className={cn('pt-6 focus-visible:outline-2', className)}
      {...props}
    >
      {present && children}
    </div>
  );
}
