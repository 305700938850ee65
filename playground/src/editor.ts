// A YAML input: a plain textarea (every keyboard, screen reader and undo works)
// with a line-number gutter that scrolls with it and marks the line an error
// points at, and the error message below, tied to the textarea for assistive
// technology (aria-invalid, aria-describedby).

export interface Editor {
  readonly textarea: HTMLTextAreaElement;
  value(): string;
  set(text: string): void;
  /** Marks `line` (1-based) with `message`; null clears the mark. */
  mark(line: number | null, message?: string): void;
}

export function createEditor(host: HTMLElement, onInput: () => void): Editor {
  const textarea = host.querySelector('textarea') as HTMLTextAreaElement;
  const gutter = host.querySelector('.gutter') as HTMLElement;
  // The numbers sit in an inner column moved with the textarea's scrolling, so the
  // gutter never makes the editor taller than its textarea.
  const numbers = document.createElement('div');
  numbers.className = 'numbers';
  gutter.append(numbers);
  const follow = () => {
    numbers.style.transform = `translateY(${-textarea.scrollTop}px)`;
  };
  const error = host.querySelector('.editor-error') as HTMLElement;
  let marked: number | null = null;
  let lines = 0;

  const renderGutter = () => {
    const n = textarea.value.split('\n').length;
    if (n === lines && gutter.dataset.mark === String(marked)) return;
    lines = n;
    gutter.dataset.mark = String(marked);
    const out: string[] = [];
    for (let i = 1; i <= n; i++) out.push(String(i));
    gutter.style.width = `${String(n).length + 2.5}ch`;
    numbers.replaceChildren(
      ...out.map((t, i) => {
        const d = document.createElement('div');
        d.textContent = t;
        if (i + 1 === marked) {
          d.className = 'err';
          d.title = error.textContent ?? '';
        }
        return d;
      }),
    );
    follow();
  };

  textarea.addEventListener('input', () => {
    renderGutter();
    onInput();
  });
  textarea.addEventListener('scroll', follow);
  renderGutter();

  return {
    textarea,
    value: () => textarea.value,
    set(text: string) {
      textarea.value = text;
      renderGutter();
    },
    mark(line: number | null, message = '') {
      marked = line;
      error.textContent = line === null ? '' : `Line ${line}: ${message}`;
      error.hidden = line === null;
      if (line === null) textarea.removeAttribute('aria-invalid');
      else textarea.setAttribute('aria-invalid', 'true');
      lines = -1;
      renderGutter();
    },
  };
}
