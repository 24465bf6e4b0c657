/** The player's picture (photo or built-in avatar), or their initial on a coloured disc. */
export function Avatar({ src, nick, size = 72 }: { src: string | null; nick: string | null; size?: number }) {
  const style = { width: size, height: size };
  if (src) return <img className="profile-avatar" src={src} alt="" width={size} height={size} style={style} />;
  return (
    <span className="profile-avatar profile-avatar--initial" aria-hidden="true" style={{ ...style, fontSize: size / 2.4 }}>
      {(nick ?? '?').slice(0, 1).toUpperCase()}
    </span>
  );
}
