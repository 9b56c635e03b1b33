import { Card, Tag } from 'antd';

export function SkillsSection({ skills }: { skills: readonly string[] }) {
  return (
    <Card title="Skills" className="cand-section">
      <div className="cand-skills">
        {skills.map((skill) => (
          <Tag key={skill} color="blue">
            {skill}
          </Tag>
        ))}
      </div>
    </Card>
  );
}
