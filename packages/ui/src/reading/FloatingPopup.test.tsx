// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FloatingPopup } from './FloatingPopup.tsx';

describe('FloatingPopup', () => {
  beforeEach(() => {
    // jsdom has no ResizeObserver: one that never fires is enough to place the popup once.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is placed below its word at once, and its close button closes it', () => {
    const onClose = vi.fn();
    const anchor = vi.fn(() => ({ left: 30, top: 40, width: 50, height: 20 }));
    render(
      <FloatingPopup anchor={anchor} onClose={onClose} className="popup" closeClassName="popup-close">
        <p>house</p>
      </FloatingPopup>,
    );
    const popup = screen.getByRole('dialog', { name: 'Word details' });
    expect(anchor).toHaveBeenCalled();
    expect(popup.style.visibility).toBe('');
    // jsdom's window is 768 px high: room below the word, so 12 px under it.
    expect(popup.style.top).toBe('72px');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
