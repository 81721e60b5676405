interface UserBadgeProps {
  name: string;
  roleLabel: string;
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '');
  return (letters[0] ?? '') + (letters.length > 1 ? (letters[letters.length - 1] ?? '') : '');
}

/** Avatar initials, name and role label, as shown in the header. */
export function UserBadge({ name, roleLabel }: UserBadgeProps) {
  return (
    <span className="user-badge">
      <span className="user-badge__avatar" aria-hidden>
        {initials(name)}
      </span>
      <span className="user-badge__text">
        <span className="user-badge__name">{name}</span>
        <span className="user-badge__role">{roleLabel}</span>
      </span>
    </span>
  );
}
