import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { SubmoduleImage } from './submodule-image';

describe('SubmoduleImage (SPEC §2, home cards)', () => {
  it('shows the image, and the placeholder once it fails to load', () => {
    const { container } = render(<SubmoduleImage src="/content/images/algebra.svg" />);
    const image = container.querySelector('img')!;
    expect(image.getAttribute('src')).toBe('/content/images/algebra.svg');
    expect(screen.queryByTestId('submodule-image-placeholder')).toBeNull();
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('submodule-image-placeholder')).toBeTruthy();
  });

  it('shows the placeholder when there is no image', () => {
    render(<SubmoduleImage />);
    expect(screen.getByTestId('submodule-image-placeholder')).toBeTruthy();
  });
});
