import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Modal } from '../../components/Modal.tsx';
import { ProfileTab } from '../../features/account/ProfileTab.tsx';
import { DataTab } from '../../features/vocabulary/DataTab.tsx';
import { GeneralTab } from './tabs/GeneralTab.tsx';
import { LanguageTab } from './tabs/LanguageTab.tsx';
import './settings.css';

const TABS = [
  { id: 'language', label: 'Language', panel: LanguageTab },
  { id: 'general', label: 'General', panel: GeneralTab },
  { id: 'data', label: 'Data', panel: DataTab },
  { id: 'profile', label: 'Profile', panel: ProfileTab },
] as const;

/** The settings modal: tabs Language, General, Data, Profile (arrow keys move between tabs). */
export function SettingsModal({ onClose }: { onClose(): void }) {
  const [active, setActive] = useState(0);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const Panel = TABS[active]!.panel;

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = (active + delta + TABS.length) % TABS.length;
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <Modal title="Settings" onClose={onClose} className="settings-modal">
      <div className="tabs" role="tablist" aria-label="Settings sections">
        {TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => {
              tabRefs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}-tab`}
            aria-selected={index === active}
            aria-controls={`${baseId}-${tab.id}-panel`}
            tabIndex={index === active ? 0 : -1}
            className="tab"
            onClick={() => setActive(index)}
            onKeyDown={onTabKey}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-${TABS[active]!.id}-panel`}
        aria-labelledby={`${baseId}-${TABS[active]!.id}-tab`}
        className="tab-panel"
      >
        <Panel onClose={onClose} />
      </div>
    </Modal>
  );
}
