import { Card } from './ui/card';

export function SkillsSection({ skills }: { skills: readonly string[] }) {
  return (
    <Card title="Skills" className="cand-section">
      <div className="cand-skills">
        {skills.map((skill) => (
          <span key={skill} className="cand-tag">
            {skill}
          </span>
        ))}
      </div>
    </Card>
  );
}
