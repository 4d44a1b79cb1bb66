import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../test/renderWithI18n';
import { FilePicker, useFileDrop } from './FilePicker';
import { multipleFields, singleFields } from './fields';
import { HiddenFields } from './HiddenFields';
import { findRequiredCheckbox, RequiredCheckbox } from './RequiredCheckbox';
import { UploadList } from './UploadList';
import type { UploadItem } from './uploadQueue';

const strings = {
  AssetsLibrary: {
    Upload: 'Ajouter un fichier',
    AcceptedTypes: 'Types acceptés : {{types}}.',
    AnyType: 'Tous les types.',
    MaxFileSize: 'Taille maximale : {{size}}.',
    NoMaxFileSize: 'Pas de maximum.',
    ProgressOf: 'Envoi de {{name}}',
    BytesSent: '{{loaded}} sur {{total}} ({{percent}} %)',
    CancelUpload: 'Annuler',
    UploadPercent: '{{name}} : {{percent}} % envoyés.',
    UploadFailedAnnounce: 'L’envoi de {{name}} a échoué.',
    FileTooLarge: 'Ce fichier est trop volumineux.',
  },
  Core: { Close: 'Fermer' },
};

const description = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

describe('FilePicker (spec 000 §5)', () => {
  it('is a button described by the accepted types and the maximum size', async () => {
    await renderWithI18n(
      <FilePicker accept=".pdf,.docx" maxFileSize={2_000_000} onFiles={() => {}} />,
      strings,
    );
    const button = screen.getByRole('button', { name: 'Ajouter un fichier' });
    expect(description(button)).toMatch(/^Types acceptés : .pdf, .docx. Taille maximale : 2\sMo.$/);
  });

  it('says any type and no maximum when the attributes are absent', async () => {
    await renderWithI18n(<FilePicker onFiles={() => {}} />, strings);
    expect(description(screen.getByRole('button'))).toBe('Tous les types. Pas de maximum.');
  });

  it('opens the hidden file input and hands over the chosen files', async () => {
    const onFiles = vi.fn();
    const { container } = await renderWithI18n(
      <FilePicker accept=".pdf" multiple onFiles={onFiles} />,
      strings,
    );
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    const click = vi.spyOn(input as HTMLInputElement, 'click');
    await userEvent.click(screen.getByRole('button'));
    expect(click).toHaveBeenCalled();
    expect(input?.accept).toBe('.pdf');
    expect(input?.multiple).toBe(true);
    const file = new File(['%PDF-'], 'a.pdf');
    await userEvent.upload(input as HTMLInputElement, file);
    expect(onFiles).toHaveBeenCalledWith([file]);
  });
});

describe('UploadList (spec 000 §4 "upload start shows a loader")', () => {
  const items: UploadItem[] = [
    {
      key: 'u1',
      name: 'plan.pdf',
      size: 2000,
      state: { status: 'uploading', progress: { loaded: 1000, total: 2000, percent: 50 } },
    },
    {
      key: 'u2',
      name: 'big.pdf',
      size: 9e9,
      state: { status: 'failed', problem: { key: 'AssetsLibrary.FileTooLarge' } },
    },
    {
      key: 'u3',
      name: 'odd.pdf',
      size: 1,
      state: { status: 'failed', problem: { text: 'Corrompu' } },
    },
  ];

  it('shows bytes and percent, a cancel per file, the failures and the live region', async () => {
    const onCancel = vi.fn();
    const onDismiss = vi.fn();
    await renderWithI18n(
      <UploadList
        items={items}
        announcement={{
          key: 'AssetsLibrary.UploadFailedAnnounce',
          values: { name: 'big.pdf' },
          problem: { key: 'AssetsLibrary.FileTooLarge' },
        }}
        onCancel={onCancel}
        onDismiss={onDismiss}
      />,
      strings,
    );
    const bar = screen.getByRole('progressbar', { name: 'Envoi de plan.pdf' });
    expect(bar.getAttribute('value')).toBe('50');
    expect(screen.getByText(/^1 ko sur 2 ko \(50 %\)$/)).toBeTruthy();
    expect(screen.getByText('Ce fichier est trop volumineux.')).toBeTruthy();
    expect(screen.getByText('Corrompu')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'L’envoi de big.pdf a échoué. Ce fichier est trop volumineux.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Annuler (plan.pdf)' }));
    expect(onCancel).toHaveBeenCalledWith('u1');
    await userEvent.click(screen.getByRole('button', { name: 'Fermer (odd.pdf)' }));
    expect(onDismiss).toHaveBeenCalledWith('u3');
  });
});

describe('HiddenFields (spec 000 §3)', () => {
  it('renders the fields of fields.ts in their order', async () => {
    const entries = [
      { id: 'g2', name: 'b', tmpName: 't2.pdf', originalName: 'b' },
      { id: '7', name: 'a', originalName: 'a' },
    ];
    const { container } = await renderWithI18n(
      <HiddenFields fields={multipleFields('u', entries)} />,
    );
    const posted = [...container.querySelectorAll('input[type="hidden"]')].map((input) => [
      input.getAttribute('name'),
      (input as HTMLInputElement).value,
    ]);
    expect(posted).toEqual(multipleFields('u', entries));
    expect(posted.at(-2)).toEqual(['list-assets-orders-u', 'g2,7']);
  });

  it('renders the single-mode names', async () => {
    const { container } = await renderWithI18n(
      <HiddenFields fields={singleFields('u9', undefined)} />,
    );
    expect([...container.querySelectorAll('input')].map((input) => input.name)).toEqual([
      'AssetId-u9',
      'AssetName-u9',
      'AssetLoadedu9',
      'asset-u9-name',
      'asset-u9-name-changed',
    ]);
  });
});

describe('RequiredCheckbox (spec 000 §4 "ticked when at least one asset exists")', () => {
  const server = () => {
    const wrapper = document.createElement('div');
    wrapper.innerHTML =
      '<label>x<input type="checkbox" name="HasDocument" data-asset-required data-val="true" data-val-required="Un fichier est requis."></label>';
    return findRequiredCheckbox([document.createTextNode(' '), wrapper]) as HTMLInputElement;
  };

  it('finds the server checkbox among the fallback nodes', () => {
    expect(server().name).toBe('HasDocument');
    expect(findRequiredCheckbox([document.createElement('p')])).toBeUndefined();
  });

  it('copies its attributes, ticks it with an asset and reports when one is added', async () => {
    const onFilled = vi.fn();
    const source = server();
    const { container, rerender } = render(
      <RequiredCheckbox source={source} count={0} onFilled={onFilled} />,
    );
    const box = container.querySelector<HTMLInputElement>('input[name="HasDocument"]');
    expect(box?.getAttribute('data-val-required')).toBe('Un fichier est requis.');
    // src/forms skips `required` on checkboxes: the tick is asked with enforcetrue.
    expect(box?.getAttribute('data-val-enforcetrue')).toBe('Un fichier est requis.');
    expect(box?.checked).toBe(false);
    const changes = vi.fn();
    box?.addEventListener('change', changes);

    rerender(<RequiredCheckbox source={source} count={1} onFilled={onFilled} />);
    expect(box?.checked).toBe(true);
    expect(box?.name).toBe('HasDocument');
    expect(onFilled).toHaveBeenCalledWith(box);
    expect(changes).toHaveBeenCalledTimes(1);

    rerender(<RequiredCheckbox source={source} count={0} onFilled={onFilled} />);
    expect(box?.checked).toBe(false);
    expect(onFilled).toHaveBeenCalledTimes(1);
    fireEvent.click(box as HTMLInputElement);
    expect(box?.checked).toBe(false);
  });
});

function DropTarget({ onFiles }: { onFiles: (files: File[]) => void }) {
  const drop = useFileDrop(onFiles);
  return (
    <div data-testid="target" data-over={drop.over} {...drop.handlers}>
      x
    </div>
  );
}

describe('useFileDrop', () => {
  const transfer = (files: File[], types = ['Files']) => ({ dataTransfer: { files, types } });

  it('takes dropped files, shows the target while dragged, and ignores other drags', () => {
    const onFiles = vi.fn();
    render(<DropTarget onFiles={onFiles} />);
    const target = screen.getByTestId('target');
    const file = new File(['%PDF-'], 'a.pdf');
    fireEvent.dragOver(target, transfer([file]));
    expect(target.getAttribute('data-over')).toBe('true');
    fireEvent.drop(target, transfer([file]));
    expect(onFiles).toHaveBeenCalledWith([file]);
    expect(target.getAttribute('data-over')).toBe('false');

    // A list item dragged to reorder carries no files: not a drop of files.
    fireEvent.drop(target, transfer([], ['text/plain']));
    expect(onFiles).toHaveBeenCalledTimes(1);
  });
});
