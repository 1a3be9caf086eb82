import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_BYTES } from '@ojeador/shared';
import { setLanguage } from '@/lib/i18n';
import { ImageInput, type ImageInputProps } from './image-input';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
const png = (name: string) => file(name, 'image/png');
const jpeg = (name: string) => file(name, 'image/jpeg');

function Harness(props: Partial<ImageInputProps>) {
  const [files, setFiles] = useState<File[]>([]);
  return <ImageInput label="Fotos del coche" max={3} files={files} onChange={setFiles} {...props} />;
}

const picker = () => screen.getByLabelText('Fotos del coche');
const previews = () => screen.queryAllByRole('img');
const sources = () => previews().map((img) => img.getAttribute('src'));

let revoked: string[];
beforeEach(() => {
  revoked = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((chosen) => `blob:${(chosen as File).name}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
});
afterEach(() => vi.restoreAllMocks());

describe('ImageInput', () => {
  it('is named by its label, states the limits, and shows a preview of each chosen image', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    expect(picker()).toHaveAttribute('type', 'file');
    expect(picker()).toHaveAttribute('accept', 'image/jpeg,image/png');
    expect(picker()).toHaveAttribute('multiple');
    expect(picker()).toHaveAccessibleDescription('Hasta 3 imágenes JPEG o PNG, de 5 MB como máximo cada una');

    await user.upload(picker(), [png('a.png'), jpeg('b.jpg')]);
    const chosen = within(screen.getByRole('list', { name: 'Imágenes elegidas' }));
    expect(chosen.getByRole('img', { name: 'Imagen 1' })).toHaveAttribute('src', 'blob:a.png');
    expect(chosen.getByRole('img', { name: 'Imagen 2' })).toHaveAttribute('src', 'blob:b.jpg');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.upload(picker(), png('c.png'));
    expect(sources()).toEqual(['blob:a.png', 'blob:b.jpg', 'blob:c.png']);
  });

  it('keeps no more than the maximum, says so, and is disabled once full', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.upload(picker(), [png('a.png'), png('b.png')]);
    await user.upload(picker(), [png('c.png'), png('d.png')]);
    expect(sources()).toEqual(['blob:a.png', 'blob:b.png', 'blob:c.png']);
    expect(screen.getByRole('alert')).toHaveTextContent('Puedes elegir como máximo 3 imágenes');
    expect(picker()).toBeDisabled();
  });

  it('leaves out a file of another type or over the size limit, keeps the good ones, and says why', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    // The chooser's accept filter can be bypassed (drag and drop, "all files"), so the picker checks each file.
    fireEvent.change(picker(), { target: { files: [file('a.gif', 'image/gif'), png('b.png')] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Solo se admiten imágenes JPEG o PNG');
    expect(picker()).toHaveAttribute('aria-invalid', 'true');
    expect(picker()).toHaveAccessibleDescription(/Solo se admiten imágenes JPEG o PNG/);
    expect(sources()).toEqual(['blob:b.png']);

    await user.upload(picker(), file('grande.png', 'image/png', IMAGE_MAX_BYTES + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('Cada imagen puede ocupar como máximo 5 MB');
    expect(sources()).toEqual(['blob:b.png']);

    fireEvent.change(picker(), { target: { files: [file('x.gif', 'image/gif'), file('y.bmp', 'image/bmp')] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Ninguna de las imágenes elegidas sirve: deben ser JPEG o PNG de 5 MB como máximo');

    await user.upload(picker(), png('c.png'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(picker()).not.toHaveAttribute('aria-invalid');
    expect(sources()).toEqual(['blob:b.png', 'blob:c.png']);
  });

  it("says a form's own words for a refusal when it gives them", () => {
    render(<Harness messages={{ type: 'Solo se permiten imágenes JPG y PNG' }} />);
    fireEvent.change(picker(), { target: { files: [file('a.webp', 'image/webp')] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Solo se permiten imágenes JPG y PNG');
  });

  it('removes an image with its button from the keyboard, revokes its preview, and puts focus back on the picker', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness />);
    await user.tab();
    expect(picker()).toHaveFocus();
    await user.upload(picker(), [png('a.png'), png('b.png')]);

    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Quitar imagen 1' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(revoked).toEqual(['blob:a.png']);
    expect(screen.getByRole('img', { name: 'Imagen 1' })).toHaveAttribute('src', 'blob:b.png');
    expect(screen.queryByRole('button', { name: 'Quitar imagen 2' })).not.toBeInTheDocument();
    expect(picker()).toHaveFocus();
  });

  it('with one image, a new choice replaces the current one, which can also be removed', async () => {
    const user = userEvent.setup({ delay: null });
    render(<Harness max={1} previewAlt={() => 'Tu foto'} chooseLabel="Subir foto" />);
    expect(picker()).not.toHaveAttribute('multiple');
    expect(screen.getByText('Subir foto')).toBeInTheDocument();
    expect(picker()).toHaveAccessibleDescription('Una imagen JPEG o PNG de 5 MB como máximo');

    await user.upload(picker(), png('a.png'));
    expect(screen.getByRole('img', { name: 'Tu foto' })).toHaveAttribute('src', 'blob:a.png');
    await user.upload(picker(), jpeg('b.jpg'));
    expect(sources()).toEqual(['blob:b.jpg']);
    expect(revoked).toEqual(['blob:a.png']);

    fireEvent.change(picker(), { target: { files: [file('c.gif', 'image/gif')] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Solo se admiten imágenes JPEG o PNG');
    expect(sources()).toEqual(['blob:b.jpg']);

    await user.click(screen.getByRole('button', { name: 'Quitar la imagen' }));
    expect(previews()).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(revoked).toEqual(['blob:a.png', 'blob:b.jpg']);
  });

  it('revokes every preview URL when it goes away', async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = render(<Harness />);
    await user.upload(picker(), [png('a.png'), png('b.png')]);
    expect(revoked).toEqual([]);
    unmount();
    expect(revoked.sort()).toEqual(['blob:a.png', 'blob:b.png']);
  });

  it('speaks English when the app does', async () => {
    await setLanguage('en', { remember: false });
    render(<Harness />);
    expect(picker()).toHaveAccessibleDescription('Up to 3 JPEG or PNG images, 5 MB at most each');
    fireEvent.change(picker(), { target: { files: [file('a.gif', 'image/gif')] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Only JPEG or PNG images are allowed');
  });
});
