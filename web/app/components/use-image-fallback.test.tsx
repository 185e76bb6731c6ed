import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CardImage } from './card-image';
import { OptionalImage } from './use-image-fallback';

afterEach(cleanup);

describe('broken images', () => {
  it('a card shows its initials placeholder once its picture fails to load', () => {
    const { container } = render(
      <CardImage
        src="/media/missing.jpg"
        alt="Robotics Workshop"
        width={800}
        height={450}
        initials="RAS"
      />,
    );
    const image = screen.getByRole('img', { name: 'Robotics Workshop' });
    expect(image.getAttribute('loading')).toBe('lazy');
    fireEvent.error(image);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.textContent).toBe('RAS');
  });

  it('a banner picture disappears, leaving the text over its background', () => {
    render(
      <div>
        <OptionalImage src="/media/missing.jpg" alt="Banner" width={10} height={10} />
        <h1>Computer Society</h1>
      </div>,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Banner' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Computer Society' })).toBeTruthy();
  });
});
