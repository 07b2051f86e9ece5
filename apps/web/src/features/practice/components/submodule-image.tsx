import { useState } from 'react';
import { Sigma } from 'lucide-react';

/** The submodule's illustration, or a drawn placeholder when there is none or it fails to load. */
export function SubmoduleImage({ src }: { src?: string }) {
  const [failed, setFailed] = useState(false);

  if (!src || failed) {
    return (
      <div
        data-testid="submodule-image-placeholder"
        className="flex h-full w-full items-center justify-center bg-gradient-to-br from-primary-100 via-primary-50 to-accent-100"
      >
        <Sigma className="size-10 text-primary-400" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
    />
  );
}
