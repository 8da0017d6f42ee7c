import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ImagePicker } from './image-picker';
import { renderWithKit } from './testing/render-with-kit';

const MB = 1024 * 1024;

function file(name: string, type: string, bytes = 1000): File {
  const created = new File(['x'], name, { type });
  Object.defineProperty(created, 'size', { value: bytes });
  return created;
}

function Harness({ initial = [], onChange }: { initial?: File[]; onChange?: (files: File[]) => void }) {
  const [files, setFiles] = useState<File[]>(initial);
  return (
    <ImagePicker
      value={files}
      onChange={(next) => {
        onChange?.(next);
        setFiles(next);
      }}
    />
  );
}

let created: string[];
let revoked: string[];

beforeEach(() => {
  created = [];
  revoked = [];
  let next = 0;
  URL.createObjectURL = jest.fn(() => {
    next += 1;
    const url = `blob:test/${next}`;
    created.push(url);
    return url;
  });
  URL.revokeObjectURL = jest.fn((url: string) => {
    revoked.push(url);
  });
});

describe('ImagePicker', () => {
  it('adds PNG and JPG images with previews', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onChange = jest.fn();
    renderWithKit(<Harness onChange={onChange} />);
    await user.upload(screen.getByLabelText('Add images'), [file('a.png', 'image/png'), file('b.jpg', 'image/jpeg')]);
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'a.png' }), expect.objectContaining({ name: 'b.jpg' })]);
    expect(screen.getByRole('img', { name: 'Preview of a.png' })).toHaveAttribute('src', 'blob:test/1');
    expect(screen.getByRole('img', { name: 'Preview of b.jpg' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a wrong type, a file over 5 MB and a fourth image, each with its own message', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onChange = jest.fn();
    renderWithKit(<Harness onChange={onChange} initial={[file('one.png', 'image/png')]} />);
    await user.upload(screen.getByLabelText('Add images'), [
      file('doc.pdf', 'application/pdf'),
      file('huge.jpg', 'image/jpeg', 6 * MB),
      file('two.png', 'image/png', 5 * MB),
      file('three.jpeg', 'image/jpeg'),
      file('four.png', 'image/png'),
    ]);
    expect(onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'one.png' }),
      expect.objectContaining({ name: 'two.png' }),
      expect.objectContaining({ name: 'three.jpeg' }),
    ]);
    const refusals = within(screen.getByRole('alert'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(refusals).toEqual([
      'doc.pdf was not added: only PNG or JPG images are accepted.',
      'huge.jpg was not added: it is larger than 5 MB.',
      'four.png was not added: at most 3 images.',
    ]);
    expect(screen.getByLabelText('Add images')).toBeDisabled();
  });

  it('takes several files in one pick with one place left, adds the first and refuses the rest as "at most 3"', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onChange = jest.fn();
    renderWithKit(<Harness onChange={onChange} initial={[file('one.png', 'image/png'), file('two.png', 'image/png')]} />);
    const input = screen.getByLabelText('Add images');
    expect(input).toHaveAttribute('multiple');
    await user.upload(input, [file('three.png', 'image/png'), file('four.jpg', 'image/jpeg'), file('five.png', 'image/png')]);
    expect(onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'one.png' }),
      expect.objectContaining({ name: 'two.png' }),
      expect.objectContaining({ name: 'three.png' }),
    ]);
    const refusals = within(screen.getByRole('alert'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(refusals).toEqual(['four.jpg was not added: at most 3 images.', 'five.png was not added: at most 3 images.']);
    expect(input).toBeDisabled();
  });

  it('removes an image and revokes its preview URL; unmounting revokes the rest', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { unmount } = renderWithKit(<Harness />);
    await user.upload(screen.getByLabelText('Add images'), [file('a.png', 'image/png'), file('b.png', 'image/png')]);
    await user.click(screen.getByRole('button', { name: 'Remove a.png' }));
    expect(screen.queryByRole('img', { name: 'Preview of a.png' })).not.toBeInTheDocument();
    expect(revoked).toEqual(['blob:test/1']);
    unmount();
    expect(revoked.sort()).toEqual([...created].sort());
  });

  it('speaks the player language', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithKit(<Harness />, { language: 'CN' });
    await user.upload(screen.getByLabelText('添加图片'), [file('x.gif', 'image/gif')]);
    expect(screen.getByRole('alert')).toHaveTextContent('未添加 x.gif：仅接受 PNG 或 JPG 图片。');
  });
});
