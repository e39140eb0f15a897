#!/usr/bin/python3
"""The expectations, written from the résumés alone before the parser read them; writes ../expected.jsonl.
Month arithmetic behind each totalYears range: make/years.py (ranges in README.md)."""
import json, os

NOCONTACT = ["no-email", "no-phone", "no-name"]
CLEAN = ["position-without-dates", "position-without-company", "stated-years"]
E = []


def P(title, company, start=None, end=None, location=None):
    d = {"title": title, "company": company}
    if start is not None:
        d["start"] = start
    if end is not None:
        d["end"] = end
    if location is not None:
        d["location"] = location
    return d


def yr(alts, year):
    """A certificate's names, also as written with its year in brackets ('CKA (2019)')."""
    alts = alts if isinstance(alts, list) else [alts]
    return alts + [f"{a} ({year})" for a in alts]


# 01 --------------------------------------------------------------------------------------------------------------
E.append({"file": "files/01-senior-backend-engineer-us.txt",
  "contact": {"name": ["Daniel K. Okafor", "Daniel Okafor"], "email": "daniel.okafor@example.com", "phone": "(206) 555-0147",
              "location": ["Seattle, WA 98109", "Seattle, WA"]},
  "positions": [
    P("Senior Software Engineer", "Remitly", "2021-03", "Present", "Seattle, WA"),
    P("Software Engineer II", "Amazon", "2017-07", "2021-02", "Seattle, WA"),
    P("Software Engineer", "Expedia Group", "2015-06", "2017-06", "Bellevue, WA"),
    P("Software Engineering Intern", "Zillow", location="Seattle, WA")],
  "education": [{"degree": ["B.S. Computer Science", "B.S."], "school": ["University of Washington", "University of Washington, Seattle"]}],
  "certifications": [yr(["AWS Certified Solutions Architect – Associate", "AWS Solutions Architect – Associate"], 2020)],
  "skills": {"present": ["Go", "Java", "Python", "PostgreSQL", "Kafka", "Terraform", "Kubernetes", "Spring Boot",
                         "Distributed systems", "API design", ["TDD", "Test-driven development"], "Incident response"],
             "absent": ["Seattle", "Remitly", "Zillow", "Bellevue"]},
  "totalYears": [11.3, 11.85],
  "occupation": ["Software Developers"],
  "warnings": {"absent": NOCONTACT + CLEAN + ["two-columns", "no-experience-section", "no-skills-section", "no-education-section"]}})

# 02 --------------------------------------------------------------------------------------------------------------
E.append({"file": "files/02-infosys-java-developer-in.txt",
  "contact": {"name": ["Rahul Venkatesh Iyer", "Rahul V. Iyer", "Rahul Iyer"], "email": "rahul.iyer.dev@example.com",
              "phone": "+91 98450 55123", "location": ["Bengaluru, Karnataka", "Bengaluru"]},
  "positions": [
    P("Senior Software Engineer", ["Infosys Limited", "Infosys"], "2021-07", "Present", "Bengaluru"),
    P("Software Engineer", ["Tata Consultancy Services", "TCS"], "2018-01", "2021-06", "Chennai")],
  "education": [{"degree": ["B.E. (Computer Science)", "B.E. Computer Science", "B.E.", "Bachelor of Engineering"],
                 "school": ["R.V. College of Engineering", "R.V. College of Engineering, Bengaluru", "R.V. College of Engineering, Bengaluru (VTU)",
                            "RV College of Engineering"]}],
  "certifications": [["Oracle Certified Professional, Java SE 11 Developer", "Oracle Certified Professional Java SE 11 Developer", "OCP Java SE 11 Developer"],
                     "AWS Certified Cloud Practitioner"],
  "skills": {"present": [["Core Java", "Java"], "Spring Boot", "Hibernate", "Microservices", "Kafka", ["Oracle", "Oracle 12c", "Oracle Database"],
                         "JUnit", "Jenkins", ["Agile", "Scrum"], "Angular"],
             "absent": ["Bengaluru", "Infosys", "Hebbal", "ABN AMRO"]},
  "totalYears": [8.7, 9.0],
  "occupation": ["Software Developers", "Computer Programmers"],
  "warnings": {"absent": NOCONTACT + CLEAN + ["two-columns", "no-experience-section", "no-education-section", "no-skills-section",
                                              "dates-ambiguous", "placeholders"]}})

# 03 --------------------------------------------------------------------------------------------------------------
E.append({"file": "files/03-data-analyst-uk.txt",
  "contact": {"name": "Priya Shah", "email": "priya.shah@example.co.uk", "phone": "07700 900318", "location": ["London, UK", "London"]},
  "positions": [
    P("Senior Data Analyst", ["Transport for London (TfL)", "Transport for London", "TfL"], "2022-04", "Present", "London"),
    P("Data Analyst", "Sainsbury's", "2019-07", "2022-03", "London"),
    P("Industrial Placement Analyst", ["Ocado Technology", "Ocado"], "2016-07", "2017-06", "Hatfield")],
  "education": [{"degree": ["MSc Business Analytics", "MSc"], "school": ["University College London (UCL)", "University College London", "UCL"]},
                {"degree": ["BSc (Hons) Economics", "BSc Economics", "BSc (Hons)", "BSc"], "school": "University of Nottingham"}],
  "certifications": [["Microsoft Certified: Power BI Data Analyst Associate (PL-300)", "Microsoft Certified: Power BI Data Analyst Associate",
                      "Power BI Data Analyst Associate (PL-300)", "Power BI Data Analyst Associate", "PL-300"]],
  "skills": {"present": ["SQL", "Python", "pandas", "Power BI", "Tableau", "Excel", "A/B testing", "BigQuery",
                         ["Data visualisation", "Data visualization"], "Stakeholder management", "Statistics"],
             "absent": ["London", "Sainsbury's", "Hatfield", "Nectar"]},
  "totalYears": [7.3, 8.5],
  "occupation": ["Data Scientists", "Business Intelligence Analysts", "Operations Research Analysts", "Statisticians"],
  "warnings": {"absent": NOCONTACT + CLEAN + ["two-columns", "dates-ambiguous"]}})

# 04 --------------------------------------------------------------------------------------------------------------
E.append({"file": "files/04-devops-sre-employer-first-ca.txt",
  "contact": {"name": "Marc-Antoine Bélanger", "email": "ma.belanger@example.ca", "phone": "416-555-0193", "location": "Toronto, ON"},
  "positions": [
    P("Senior Site Reliability Engineer", "Shopify", "2023", "Present", ["Toronto, ON (remote)", "Toronto, ON"]),
    P("Site Reliability Engineer", "Shopify", "2021", "2023", ["Toronto, ON (remote)", "Toronto, ON"]),
    P("DevOps Engineer", "Wealthsimple", "2018", "2021", "Toronto, ON"),
    P("Systems Administrator", "CGI", "2015", "2018", "Montréal, QC")],
  "education": [{"degree": ["Bachelor of Engineering (B.Eng.), Software Engineering", "Bachelor of Engineering (B.Eng.) Software Engineering",
                            "Bachelor of Engineering, Software Engineering", "B.Eng. Software Engineering", "B.Eng.", "Bachelor of Engineering",
                            "Bachelor of Engineering (B.Eng.)"],
                 "school": ["École de technologie supérieure (ÉTS)", "École de technologie supérieure", "ÉTS"]}],
  "certifications": [["Certified Kubernetes Administrator (CKA)", "Certified Kubernetes Administrator", "CKA"],
                     "AWS Certified DevOps Engineer – Professional",
                     ["HashiCorp Certified: Terraform Associate (003)", "HashiCorp Certified: Terraform Associate", "Terraform Associate"]],
  "skills": {"present": ["Kubernetes", "Terraform", "AWS", ["GCP", "Google Cloud", "Google Cloud Platform"], "Prometheus", "Ansible", "Helm",
                         ["Argo CD", "ArgoCD"], "Bash", ["SLOs", "SLO", "Service level objectives"], "GitLab CI", "Docker"],
             "absent": ["Toronto", "Shopify", "Montréal", "Wealthsimple"]},
  "totalYears": [10.9, 12.0],
  "occupation": ["Computer Systems Engineers/Architects", "Network and Computer Systems Administrators", "Software Developers"],
  "warnings": {"absent": NOCONTACT + CLEAN + ["two-columns", "dates-ambiguous"]}})

# 05 --------------------------------------------------------------------------------------------------------------
E.append({"file": "files/05-it-support-sysadmin-au.txt",
  "contact": {"name": "Liam O'Sullivan", "email": "liam.osullivan@example.com.au", "phone": "0491 570 737",
              "location": ["Melbourne VIC 3000", "Melbourne VIC", "Melbourne"]},
  "positions": [
    P("Systems Administrator", ["Bupa Australia", "Bupa"], "2022-01", "Present", ["Melbourne VIC", "Melbourne"]),
    P(["IT Support Officer (Level 2)", "IT Support Officer"], "Deakin University", "2019-06", "2021-12", ["Burwood VIC", "Burwood"]),
    P(["Service Desk Analyst (Level 1)", "Service Desk Analyst"], "Datacom", "2017-02", "2019-05", "Melbourne")],
  "education": [{"degree": ["Diploma of Information Technology (Networking)", "Diploma of Information Technology"], "school": "Box Hill Institute"},
                {"degree": "Certificate IV in Information Technology", "school": "Box Hill Institute"}],
  "certifications": ["CompTIA A+", "CompTIA Network+",
                     ["Microsoft 365 Certified: Endpoint Administrator Associate", "Endpoint Administrator Associate"],
                     ["ITIL 4 Foundation", "ITIL Foundation", "ITIL 4"]],
  "skills": {"present": [["Microsoft 365", "Office 365"], "Active Directory", ["Intune", "Microsoft Intune"], "SCCM", "PowerShell",
                         ["VMware vSphere", "VMware"], "ServiceNow", "ITIL", "DNS", ["Exchange Online", "Exchange"],
                         ["Communication", "Clear communication"]],
             "absent": ["Melbourne", "Bupa", "Burwood", "Referees"]},
  "totalYears": [9.65, 9.9],
  "occupation": ["Network and Computer Systems Administrators", "Computer User Support Specialists", "Computer Network Support Specialists"],
  "warnings": {"absent": NOCONTACT + CLEAN + ["two-columns", "no-skills-section"]}})

# 06 --------------------------------------------------------------------------------------------------------------
E.append({"file": "files/06-junior-frontend-bootcamp-us.txt",
  "contact": {"name": "Aaliyah Brooks", "email": "aaliyah.brooks.dev@example.com", "phone": "404.555.0128", "location": "Atlanta, GA"},
  "positions": [
    P("Front-End Developer", ["Mailchimp", "Mailchimp (contract via Insight Global)"], "2024-10", "Present", "Atlanta, GA"),
    P("Web Development Intern", "Georgia Tech Research Institute", location="Atlanta, GA")],
  "education": [{"degree": ["B.A. Communication", "B.A."], "school": "Georgia State University"},
                {"degree": ["Software Engineering Immersive (certificate)", "Software Engineering Immersive", "Software Engineering Immersive certificate"],
                 "school": "General Assembly"}],
  "skills": {"present": ["JavaScript", "TypeScript", "React", ["Next.js", "NextJS"], "Tailwind CSS", "Jest", "React Testing Library", "Git",
                         "Figma", ["Accessibility", "WCAG", "WCAG 2.1"], ["Responsive design", "Responsive web design"], ["HTML", "HTML5"]],
             "absent": ["Atlanta", "Mailchimp", "Insight Global", "TrailMix"]},
  "totalYears": [2.05, 2.5],
  "occupation": ["Web Developers", "Software Developers", "Web and Digital Interface Designers"],
  "warnings": {"absent": NOCONTACT + CLEAN + ["two-columns", "short-text"]}})

# 07 --------------------------------------------------------------------------------------------------------------
E.append({"file": "files/07-qa-automation-ie.txt",
  "contact": {"name": "Ciara Ní Bhriain", "email": "ciara.nibhriain@example.ie", "phone": "+353 87 555 0142",
              "location": ["Dublin 8, Ireland", "Dublin 8", "Dublin"]},
  "positions": [
    P("Senior QA Automation Engineer", "Workday", "2021-09", "Present", "Dublin"),
    P("Software Test Engineer", "Fidelity Investments", "2018-03", "2021-08", "Galway"),
    P("Graduate Test Analyst", "Version 1", "2016-01", "2018-02", "Dublin")],
  "education": [{"degree": ["BSc (Hons) Computing", "BSc Computing", "BSc (Hons)"],
                 "school": ["Technological University Dublin (formerly DIT)", "Technological University Dublin", "TU Dublin"]}],
  "certifications": [["ISTQB Certified Tester Foundation Level (CTFL)", "ISTQB Certified Tester Foundation Level", "ISTQB CTFL", "ISTQB Foundation Level"],
                     ["ISTQB Advanced Level Test Automation Engineer (CTAL-TAE)", "ISTQB Advanced Level Test Automation Engineer", "CTAL-TAE"]],
  "skills": {"present": [["Selenium", "Selenium WebDriver"], "Cypress", "Playwright", "REST Assured", "Java", "TypeScript", "Cucumber",
                         ["BDD", "Behavior-driven development", "Behaviour-driven development"], "TestNG", "JMeter", "Jenkins", "API testing"],
             "absent": ["Dublin", "Galway", "Workday", "Camogie"]},
  "totalYears": [10.75, 11.0],
  "occupation": ["Software Quality Assurance Analysts and Testers"],
  "warnings": {"absent": NOCONTACT + CLEAN + ["two-columns"]}})

# 08 --------------------------------------------------------------------------------------------------------------
E.append({"file": "files/08-network-engineer-veteran-us.txt",
  "contact": {"name": ["José R. Martínez", "José Martínez", "José R. Martínez, CCNP"], "email": "jose.martinez.net@example.com",
              "phone": "(210) 555-0164", "location": ["San Antonio, Texas", "San Antonio, TX"]},
  "positions": [
    P("Senior Network Engineer", "USAA", "2019-01", "Present", "San Antonio, TX"),
    P("Network Engineer II", "Rackspace Technology", "2015-01", "2018-12", "San Antonio, TX"),
    P("Network Operations Center Technician", "AT&T", "2013-06", "2014-12", "Dallas, TX"),
    P(["Cyber Transport Systems Specialist (3D1X2), Staff Sergeant", "Cyber Transport Systems Specialist (3D1X2)", "Cyber Transport Systems Specialist"],
      ["United States Air Force", "U.S. Air Force", "US Air Force"], "2009-08", "2013-05", "Joint Base San Antonio-Lackland, TX")],
  "education": [{"degree": ["B.S. Information Technology", "B.S."], "school": "Western Governors University"},
                {"degree": ["A.A.S. Information Systems Technology", "A.A.S."], "school": "Community College of the Air Force"}],
  "certifications": [["Cisco Certified Network Professional (CCNP) Enterprise", "CCNP Enterprise", "Cisco Certified Network Professional (CCNP)", "CCNP"],
                     ["Cisco Certified Network Associate (CCNA)", "Cisco Certified Network Associate", "CCNA"],
                     ["Palo Alto Networks Certified Network Security Engineer (PCNSE)", "PCNSE"],
                     "CompTIA Security+"],
  "skills": {"present": ["BGP", "OSPF", "MPLS", ["VLANs", "VLAN"], "Cisco", ["Palo Alto Networks", "Palo Alto"], "SD-WAN", "Wireshark",
                         "Ansible", "Python", "SolarWinds", ["Firewalls", "Firewall"]],
             "absent": ["San Antonio", "USAA", "Qatar", "Lackland"]},
  "totalYears": [17.1, 17.4],
  "occupation": ["Computer Network Architects", "Network and Computer Systems Administrators", "Computer Network Support Specialists"],
  "warnings": {"absent": NOCONTACT + CLEAN + ["two-columns"]}})

# 09 --------------------------------------------------------------------------------------------------------------
E.append({"file": "files/09-product-manager-uk.txt",
  "contact": {"name": "Tom Achterberg", "email": "tom.achterberg@example.co.uk", "phone": "+44 161 496 0734", "location": "Manchester"},
  "positions": [
    P(["Senior Product Manager, Search & Discovery", "Senior Product Manager"], ["Auto Trader UK", "Auto Trader"], "2022-09", "Present", "Manchester"),
    P(["Product Manager, Dealer Tools", "Product Manager"], ["Auto Trader UK", "Auto Trader"], "2020-01", "2022-08", "Manchester"),
    P("Associate Product Manager", "Booking.com", "2018-05", "2019-12", "Amsterdam"),
    P("Business Analyst", ["The Hut Group (THG)", "The Hut Group", "THG"], "2016-09", "2018-04", "Manchester")],
  "education": [{"degree": ["BSc Mathematics", "BSc"], "school": "University of Manchester"}],
  "certifications": [["Certified Scrum Product Owner (CSPO)", "Certified Scrum Product Owner", "CSPO"]],
  "skills": {"present": ["Product discovery", ["Roadmapping", "Product roadmapping"], ["OKRs", "OKR"], "A/B testing", "Experimentation",
                         "User research", "SQL", "Amplitude", "Jira", "Figma", "Stakeholder management", ["Agile", "Scrum"]],
             "absent": ["Manchester", "Auto Trader", "Amsterdam", "Booking.com"]},
  "totalYears": [10.1, 10.35],
  "occupation": ["Computer and Information Systems Managers", "Information Technology Project Managers", "Marketing Managers",
                 "Project Management Specialists"],
  "warnings": {"absent": NOCONTACT + CLEAN + ["two-columns"]}})

# 10 --------------------------------------------------------------------------------------------------------------
E.append({"file": "files/10-azure-data-engineer-in.txt",
  "contact": {"name": "Ananya Krishnamurthy", "email": "ananya.k.data@example.in", "phone": "+91 90000 55812",
              "location": ["Hyderabad, Telangana", "Hyderabad"]},
  "positions": [
    P(["Data Engineer (Consultant)", "Data Engineer"], ["Deloitte USI", "Deloitte"], "2022-04", "Present", "Hyderabad"),
    P(["Data Engineer (Senior Analyst)", "Data Engineer"], ["Accenture Solutions Pvt Ltd", "Accenture"], "2020-10", "2022-03", "Hyderabad"),
    P("Associate Software Engineer", ["Accenture Solutions Pvt Ltd", "Accenture"], "2018-08", "2020-09", "Hyderabad")],
  "education": [{"degree": ["B.Tech, Information Technology", "B.Tech Information Technology", "B.Tech"],
                 "school": ["CVR College of Engineering (JNTU Hyderabad)", "CVR College of Engineering", "JNTU Hyderabad"]}],
  "certifications": [["Microsoft Certified: Azure Data Engineer Associate (DP-203)", "Microsoft Certified: Azure Data Engineer Associate",
                      "Azure Data Engineer Associate", "DP-203"],
                     "Databricks Certified Data Engineer Associate",
                     ["Microsoft Certified: Azure Fundamentals (AZ-900)", "Microsoft Certified: Azure Fundamentals", "Azure Fundamentals", "AZ-900"]],
  "skills": {"present": ["Python", "SQL", "PySpark", ["Azure Data Factory", "Data Factory"], ["Azure Databricks", "Databricks"], "Delta Lake",
                         ["Apache Spark", "Spark"], "Kafka", ["Apache Airflow", "Airflow"], "Power BI",
                         ["Azure Synapse Analytics", "Synapse Analytics", "Azure Synapse"], ["Dimensional modelling", "Dimensional modeling"]],
             "absent": ["Hyderabad", "Deloitte", "Accenture", "Telangana"]},
  "totalYears": [8.2, 8.4],
  "occupation": ["Data Warehousing Specialists", "Database Architects", "Software Developers"],
  "warnings": {"absent": NOCONTACT + CLEAN + ["two-columns", "dates-ambiguous"]}})

# 11 --------------------------------------------------------------------------------------------------------------
E.append({"file": "files/11-linkedin-export-ml-engineer-us.pdf",
  "contact": {"name": "Kavya Raman", "email": "kavya.raman.ml@example.com", "location": "San Francisco Bay Area"},
  "positions": [
    P("Senior Machine Learning Engineer", "Databricks", "2022-04", "Present", "San Francisco, California, United States"),
    P("Machine Learning Engineer", "Lyft", "2020-01", "2022-03", "San Francisco, California"),
    P("Data Scientist", "Lyft", "2018-06", "2019-12", "San Francisco, California"),
    P("Graduate Research Assistant", "Stanford University", "2016-09", "2018-06", "Stanford, California"),
    P("Software Engineering Intern", "Google", "2017-06", "2017-09", "Mountain View, California")],
  "education": [{"degree": ["Master of Science - MS, Computer Science", "Master of Science - MS Computer Science", "Master of Science, Computer Science",
                            "Master of Science in Computer Science", "Master of Science - MS", "MS, Computer Science", "MS Computer Science", "Master of Science"],
                 "school": "Stanford University"},
                {"degree": ["Bachelor of Technology - BTech, Electrical Engineering", "Bachelor of Technology - BTech Electrical Engineering",
                            "Bachelor of Technology, Electrical Engineering", "Bachelor of Technology in Electrical Engineering", "Bachelor of Technology - BTech",
                            "BTech, Electrical Engineering", "BTech Electrical Engineering", "Bachelor of Technology"],
                 "school": ["Indian Institute of Technology, Madras", "Indian Institute of Technology Madras", "IIT Madras"]}],
  "certifications": ["AWS Certified Machine Learning – Specialty", "Deep Learning Specialization"],
  "skills": {"present": ["PyTorch", ["Recommender Systems", "Recommender system", "Recommendation systems"], "MLOps", "Python", ["Spark", "Apache Spark"],
                         "Kubernetes", "MLflow", "XGBoost", ["Airflow", "Apache Airflow"], "SQL", "scikit-learn", "TensorFlow"],
             "absent": ["San Francisco", "Lyft", "Mountain View", "Page"]},
  "totalYears": [8.4, 10.3],
  "occupation": ["Software Developers", "Data Scientists", "Computer and Information Research Scientists"],
  "warnings": {"present": ["no-phone", "two-columns"], "absent": ["no-email", "no-name"] + CLEAN}})

# 12 --------------------------------------------------------------------------------------------------------------
E.append({"file": "files/12-fullstack-two-column-de.pdf",
  "contact": {"name": ["Katarzyna (Kasia) Nowak", "Katarzyna Nowak", "Kasia Nowak", "Katarzyna Kasia Nowak"], "email": "kasia.nowak@example.de",
              "phone": "+49 151 5550 1734", "location": ["Berlin, Germany", "Berlin"]},
  "positions": [
    P("Senior Full-Stack Engineer", "N26", "2022-10", "Present", ["Berlin, Germany", "Berlin"]),
    P(["Software Engineer (Frontend)", "Software Engineer"], ["Zalando SE", "Zalando"], "2019-04", "2022-09", ["Berlin, Germany", "Berlin"]),
    P("Junior Software Developer", "Allegro", "2017-07", "2019-03", ["Poznań, Poland", "Poznań"])],
  "education": [{"degree": ["M.Sc. Computer Science", "M.Sc."], "school": "Poznań University of Technology"},
                {"degree": ["B.Sc. Computer Science", "B.Sc."], "school": "Poznań University of Technology"}],
  "skills": {"present": ["TypeScript", "React", "Node.js", "NestJS", "GraphQL", "PostgreSQL", "Kotlin", "Spring Boot", "Docker", "Kubernetes",
                         "Storybook", "Cypress", ["Micro-frontends", "Micro frontends", "Micro-frontend"], ["Web accessibility", "Accessibility"]],
             "absent": ["Berlin", "Zalando", "Poznań", "Bouldering"]},
  "totalYears": [9.3, 9.5],
  "occupation": ["Software Developers", "Web Developers"],
  "warnings": {"present": ["two-columns"], "absent": NOCONTACT + CLEAN + ["dates-ambiguous"]}})

# 13 --------------------------------------------------------------------------------------------------------------
E.append({"file": "files/13-data-scientist-smallcaps-us.pdf",
  "contact": {"name": "Michael Chen-Ramirez", "email": "mchenramirez@example.com", "phone": "(312) 555-0176", "location": "Chicago, IL"},
  "positions": [
    P(["Senior Data Scientist, Pricing Analytics", "Senior Data Scientist"], "Allstate", "2022-01", "Present", "Northbrook, IL"),
    P(["Data Scientist, Logistics", "Data Scientist"], "Grubhub", "2019-06", "2021-12", "Chicago, IL"),
    P(["Data Analyst, Clinical Quality", "Data Analyst"], "Northwestern Medicine", "2017-08", "2019-05", "Chicago, IL")],
  "education": [{"degree": ["M.S. in Statistics", "M.S."], "school": "University of Chicago"},
                {"degree": ["B.S. in Mathematics & Economics", "B.S. in Mathematics and Economics", "B.S."],
                 "school": "University of Illinois Urbana-Champaign"}],
  "skills": {"present": ["Python", "R", "SQL", "Causal inference", ["Time-series forecasting", "Time series forecasting", "Forecasting"], "XGBoost",
                         "LightGBM", "scikit-learn", "PyTorch", "Snowflake", "Tableau", ["A/B testing", "Experimentation"]],
             "absent": ["Chicago", "Allstate", "Grubhub", "Northbrook"]},
  "totalYears": [9.2, 9.4],
  "occupation": ["Data Scientists", "Statisticians"],
  "warnings": {"absent": NOCONTACT + CLEAN + ["two-columns"]}})

# 14 --------------------------------------------------------------------------------------------------------------
E.append({"file": "files/14-staff-cloud-architect-3pages-uk.pdf",
  "contact": {"name": ["Oluwaseun (Seun) Adeyemi", "Oluwaseun Adeyemi", "Seun Adeyemi", "Oluwaseun Seun Adeyemi"],
              "email": "seun.adeyemi@example.org.uk", "phone": "+44 118 496 0521",
              "location": ["Reading, Berkshire, UK", "Reading, Berkshire", "Reading"]},
  "positions": [
    P("Staff Cloud Architect", "Lloyds Banking Group", "2022-02", "Present", ["London (hybrid)", "London"]),
    P("Principal Platform Engineer", ["Sky UK", "Sky"], "2018-04", "2022-01", "Isleworth and Leeds"),
    P("Senior DevOps Engineer", "BAE Systems Applied Intelligence", "2015-07", "2018-03", "Guildford"),
    P("Infrastructure Engineer", "Capgemini UK", "2011-09", "2015-06", "Telford"),
    P("IT Support Analyst", "University of Reading", "2009-10", "2011-08", "Reading")],
  "education": [{"degree": ["MSc Information Security", "MSc"], "school": ["Royal Holloway, University of London", "Royal Holloway"]},
                {"degree": ["BEng (Hons) Electronic Engineering", "BEng Electronic Engineering", "BEng (Hons)"], "school": "University of Kent"}],
  "certifications": [yr(["Google Cloud Professional Cloud Architect", "Professional Cloud Architect"], 2023),
                     ["AWS Certified Solutions Architect – Professional", "AWS Certified Solutions Architect – Professional (2019, renewed 2022)",
                      "AWS Certified Solutions Architect – Professional (2019)"],
                     yr(["Microsoft Certified: Azure Solutions Architect Expert", "Azure Solutions Architect Expert"], 2020),
                     yr(["Certified Kubernetes Administrator (CKA)", "Certified Kubernetes Administrator", "CKA"], 2019),
                     "CISSP",
                     yr(["TOGAF 9 Certified", "TOGAF 9", "TOGAF"], 2017)],
  "skills": {"present": ["AWS", ["Google Cloud", "GCP", "Google Cloud Platform"], ["Microsoft Azure", "Azure"], "Terraform", "Kubernetes",
                         ["HashiCorp Vault", "Vault"], "FinOps", ["Zero trust", "Zero-trust networking"], "ISO 27001", "Platform engineering",
                         "Stakeholder management", ["IAM", "IAM design"]],
             "absent": ["Reading", "Guildford", "Telford", "Lloyds Banking Group", "Confidential"]},
  "totalYears": [17.0, 17.25],
  "occupation": ["Computer Systems Engineers/Architects", "Computer Network Architects", "Computer and Information Systems Managers"],
  "warnings": {"absent": NOCONTACT + CLEAN}})

# 15 --------------------------------------------------------------------------------------------------------------
E.append({"file": "files/15-ios-developer-icons-ca.pdf",
  "contact": {"name": "Ethan Tremblay-Wong", "email": "ethan.tw@example.ca", "phone": "604-555-0152", "location": "Vancouver, BC"},
  "positions": [
    P("Senior iOS Developer", "Hootsuite", "2021-05", "Present", "Vancouver, BC"),
    P(["Mobile Developer (iOS & Android)", "Mobile Developer"], "Mogo", "2018-01", "2021-04", "Vancouver, BC"),
    P("Software Developer Co-op", ["Electronic Arts (EA)", "Electronic Arts", "EA"], "2016-01", "2016-08", "Burnaby, BC")],
  "education": [{"degree": ["Bachelor of Science, Computing Science (Co-operative Education)", "Bachelor of Science, Computing Science",
                            "Bachelor of Science in Computing Science", "Bachelor of Science"],
                 "school": "Simon Fraser University"}],
  "skills": {"present": ["Swift", "SwiftUI", "UIKit", "Combine", "Kotlin", "Jetpack Compose", "React Native", "Xcode", "Firebase", "Fastlane",
                         "XCTest", "Accessibility"],
             "absent": ["Vancouver", "Burnaby", "Hootsuite", "FIFA"]},
  "totalYears": [8.8, 9.65],
  "occupation": ["Software Developers"],
  "warnings": {"absent": NOCONTACT + CLEAN + ["two-columns"]}})

# 16 --------------------------------------------------------------------------------------------------------------
E.append({"file": "files/16-tcs-test-engineer-tables-in.pdf",
  "contact": {"name": "Sai Prasanna Kumar Reddy", "email": "saiprasanna.qa@example.com", "phone": "+91 99400 55671",
              "location": ["Chennai, Tamil Nadu", "Chennai"]},
  "positions": [
    P("Senior Test Analyst", ["Cognizant Technology Solutions", "Cognizant"], "2022-02", "Present", "Chennai"),
    P("Test Engineer", ["Tata Consultancy Services", "TCS"], "2017-07", "2022-01", "Chennai")],
  "education": [{"degree": ["B.Tech (Electronics and Communication Engineering)", "B.Tech Electronics and Communication Engineering", "B.Tech"],
                 "school": ["SRM Institute of Science and Technology", "SRM Institute of Science and Technology, Chennai"]}],
  "certifications": [["ISTQB Certified Tester – Foundation Level (CTFL)", "ISTQB Certified Tester Foundation Level", "ISTQB CTFL",
                      "ISTQB Certified Tester – Foundation Level"],
                     ["Tricentis Tosca Automation Specialist Level 1 (AS1)", "Tricentis Tosca Automation Specialist Level 1",
                      "Tosca Automation Specialist Level 1"]],
  "skills": {"present": [["Selenium WebDriver", "Selenium"], ["Tricentis Tosca", "Tosca"], "Java", "TestNG", "Cucumber", "Postman", "Rest Assured",
                         "SQL", "JIRA", "HP ALM", "API testing", ["Agile", "Scrum", "Agile Scrum"]],
             "absent": ["Chennai", "Cognizant", "Nellore", "MetLife"]},
  "totalYears": [9.25, 9.45],
  "occupation": ["Software Quality Assurance Analysts and Testers"],
  "warnings": {"absent": NOCONTACT + CLEAN + ["two-columns", "dates-ambiguous", "placeholders"]}})

# 17 --------------------------------------------------------------------------------------------------------------
E.append({"file": "files/17-security-engineer-grid-au.pdf",
  "contact": {"name": "Hannah Whitfield", "email": "hannah.whitfield@example.com.au", "phone": "0491 572 549", "location": ["Sydney NSW", "Sydney"]},
  "positions": [
    P("Senior Security Engineer", "Atlassian", "2022-03", "Present", "Sydney NSW"),
    P(["Security Analyst (SOC, Level 2/3)", "Security Analyst"], "Telstra", "2019-02", "2022-02", "Melbourne VIC"),
    P("IT Security Officer", "NSW Department of Education", "2017-01", "2019-01", "Parramatta NSW"),
    P("Technology Graduate", ["Commonwealth Bank of Australia", "Commonwealth Bank"], "2016-02", "2016-12", "Sydney NSW")],
  "education": [{"degree": ["Bachelor of Information Technology (Cyber Security)", "Bachelor of Information Technology",
                            "Bachelor of Information Technology, Cyber Security"],
                 "school": ["University of Technology Sydney", "UTS"]}],
  "certifications": ["CISSP", "OSCP", "AWS Certified Security – Specialty",
                     ["GIAC Certified Incident Handler (GCIH)", "GIAC Certified Incident Handler", "GCIH"], "CompTIA Security+"],
  "skills": {"present": ["Splunk", "Microsoft Sentinel", "Incident response", "Threat hunting", "Detection engineering", "Vulnerability management",
                         "Penetration testing", "MITRE ATT&CK", "Essential Eight", "ISO 27001", "Python", "Burp Suite"],
             "absent": ["Parramatta", "Telstra", "Bitbucket", "Officer"]},
  "totalYears": [10.65, 10.9],
  "occupation": ["Information Security Analysts", "Information Security Engineers", "Penetration Testers"],
  "warnings": {"absent": NOCONTACT + CLEAN}})

# 18 --------------------------------------------------------------------------------------------------------------
E.append({"file": "files/18-new-grad-data-analyst-ie.pdf",
  "contact": {"name": "Aoife Brennan", "email": "aoife.brennan@example.ie", "phone": "+353 86 555 0187", "location": ["Cork, Ireland", "Cork"]},
  "positions": [
    P("Junior Data Analyst", "Musgrave Group", "2024-09", "Present", "Cork"),
    P("Data Analytics Intern", "Apple", location="Cork"),
    P(["Sales Assistant (part-time)", "Sales Assistant"], "Dunnes Stores", "2021", "2024", ["Douglas, Cork", "Douglas"])],
  "education": [{"degree": ["BSc Data Science and Analytics", "BSc"], "school": ["University College Cork (UCC)", "University College Cork", "UCC"]}],
  "skills": {"present": ["Python", "pandas", "scikit-learn", "SQL", "R", "Power BI", "Tableau", "Excel", "Git", "Statistics", "Data cleaning",
                         ["Communication"]],
             "absent": ["Cork", "SuperValu", "Dunnes Stores", "Hockey"]},
  "totalYears": [2.1, 2.6],
  "occupation": ["Data Scientists", "Business Intelligence Analysts", "Operations Research Analysts", "Statisticians"],
  "warnings": {"absent": NOCONTACT + CLEAN + ["two-columns", "no-experience-section"]}})

# 19 --------------------------------------------------------------------------------------------------------------
E.append({"file": "files/19-staff-sre-tagcloud-dates-left-us.pdf",
  "contact": {"name": ["Rebecca “Becca” Lindqvist", "Rebecca Lindqvist", "Becca Lindqvist", "Rebecca Becca Lindqvist"],
              "email": "becca.lindqvist@example.com", "phone": "(512) 555-0138", "location": "Austin, TX"},
  "positions": [
    P("Staff Site Reliability Engineer", "Indeed", "2021-06", "Present", "Austin, TX"),
    P("Senior Site Reliability Engineer", "Bazaarvoice", "2017-08", "2021-05", "Austin, TX"),
    P("Systems Engineer", "Dell Technologies", "2013-01", "2017-07", "Round Rock, TX"),
    P("Linux Administrator", "Texas State University", "2010-05", "2012-12", "San Marcos, TX")],
  "education": [{"degree": ["B.S. Computer Science", "B.S."], "school": "Texas State University"}],
  "certifications": [["Certified Kubernetes Administrator (CKA)", "Certified Kubernetes Administrator", "CKA"],
                     ["Certified Kubernetes Security Specialist (CKS)", "Certified Kubernetes Security Specialist", "CKS"],
                     "AWS Certified SysOps Administrator – Associate"],
  "skills": {"present": ["Kubernetes", "Terraform", "Go", "Python", "Prometheus", "Grafana", "Thanos", "Istio", "AWS", "Chaos engineering",
                         ["SLOs & error budgets", "SLOs", "SLO", "Error budgets"], ["Incident command", "Incident management"], "Capacity planning", "eBPF"],
             "absent": ["Austin", "Indeed", "Round Rock", "San Marcos"]},
  "totalYears": [16.45, 16.65],
  "occupation": ["Computer Systems Engineers/Architects", "Network and Computer Systems Administrators", "Software Developers"],
  "warnings": {"present": ["link-not-written"], "absent": NOCONTACT + CLEAN + ["two-columns"]}})

# 20 --------------------------------------------------------------------------------------------------------------
E.append({"file": "files/20-backend-engineer-mm-yyyy-nl.pdf",
  "contact": {"name": "Lucas Ferreira da Silva", "email": "lucas.ferreira@example.nl", "phone": "+31 6 5555 0134",
              "location": ["Amsterdam, Netherlands", "Amsterdam"]},
  "positions": [
    P("Senior Backend Engineer", "Adyen", "2022-04", "Present", "Amsterdam"),
    P("Backend Engineer", "Booking.com", "2018-09", "2022-03", "Amsterdam"),
    P("Software Engineer", "Nubank", "2016-02", "2018-08", ["São Paulo, Brazil", "São Paulo"]),
    P("Software Development Intern", "ThoughtWorks", "2015-01", "2015-12", ["Porto Alegre, Brazil", "Porto Alegre"])],
  "education": [{"degree": ["B.Sc. Computer Science", "B.Sc. Computer Science (Bacharelado em Ciência da Computação)", "B.Sc."],
                 "school": ["Universidade Federal do Rio Grande do Sul (UFRGS)", "Universidade Federal do Rio Grande do Sul", "UFRGS"]}],
  "skills": {"present": ["Java", "Kotlin", "Clojure", "Kafka", "PostgreSQL", "gRPC", "Kubernetes", "Microservices", "Event-driven architecture",
                         ["Domain-driven design", "DDD"], ["TDD", "Test-driven development"], "Pair programming"],
             "absent": ["Amsterdam", "Adyen", "Porto Alegre", "Nubank"]},
  "totalYears": [10.7, 11.95],
  "occupation": ["Software Developers"],
  "warnings": {"absent": NOCONTACT + CLEAN + ["two-columns", "dates-ambiguous"]}})

# 21 --------------------------------------------------------------------------------------------------------------
E.append({"file": "files/21-linux-sysadmin-tabstops-us.docx",
  "contact": {"name": ["Robert J. Kowalski", "Robert Kowalski"], "email": "rob.kowalski@example.com", "phone": "(412) 555-0109",
              "location": ["Pittsburgh, PA 15213", "Pittsburgh, PA"]},
  "positions": [
    P("Senior Linux Systems Administrator", "UPMC", "2020-04", "Present", "Pittsburgh, PA"),
    P("Linux Systems Administrator", ["PNC Financial Services Group", "PNC Financial Services", "PNC"], "2016-09", "2020-03", "Pittsburgh, PA"),
    P("Help Desk Technician", "Carnegie Mellon University", "2014-05", "2016-08", "Pittsburgh, PA")],
  "education": [{"degree": ["B.S. Information Systems", "B.S."], "school": "University of Pittsburgh"}],
  "certifications": [["Red Hat Certified Engineer (RHCE)", "Red Hat Certified Engineer", "RHCE"],
                     ["Red Hat Certified System Administrator (RHCSA)", "Red Hat Certified System Administrator", "RHCSA"],
                     "CompTIA Linux+"],
  "skills": {"present": [["RHEL", "Red Hat Enterprise Linux"], "Ansible", "Puppet", "Bash", ["VMware vSphere", "VMware"], "Nagios", "Zabbix",
                         "Splunk", "SELinux", "Nginx", "LVM", "Red Hat Satellite"],
             "absent": ["Pittsburgh", "UPMC", "PNC"]},
  "totalYears": [12.45, 12.65],
  "occupation": ["Network and Computer Systems Administrators"],
  "warnings": {"absent": NOCONTACT + CLEAN + ["two-columns"]}})

# 22 --------------------------------------------------------------------------------------------------------------
E.append({"file": "files/22-frontend-engineer-layout-table-uk.docx",
  "contact": {"name": "Olivia Hartley-Bennett", "email": "olivia.hb@example.co.uk", "phone": "07700 900582", "location": ["Bristol, UK", "Bristol"]},
  "positions": [
    P("Senior Frontend Engineer", ["OVO Energy", "OVO"], "2023-03", "Present", "Bristol"),
    P("Frontend Developer", "Just Eat Takeaway.com", "2020-06", "2023-02", ["London (remote)", "London"]),
    P("Web Developer", ["Pixel Harbour Ltd", "Pixel Harbour Ltd (digital agency)", "Pixel Harbour"], "2017-10", "2020-05", "Bristol")],
  "education": [{"degree": ["BSc (Hons) Computer Science", "BSc Computer Science", "BSc (Hons)"],
                 "school": ["University of the West of England (UWE Bristol)", "University of the West of England", "UWE Bristol"]}],
  "skills": {"present": ["React", "TypeScript", "JavaScript", "Next.js", ["Vue.js", "Vue"], "Redux", "Storybook", "Jest", "Playwright",
                         "Web performance", ["Accessibility", "WCAG"], "Design systems", "Mentoring"],
             "absent": ["Bristol", "Just Eat Takeaway.com", "OVO Energy", "Speaking"]},
  "totalYears": [9.05, 9.25],
  "occupation": ["Web Developers", "Software Developers", "Web and Digital Interface Designers"],
  "warnings": {"absent": NOCONTACT + CLEAN + ["two-columns"]}})

# 23 --------------------------------------------------------------------------------------------------------------
E.append({"file": "files/23-dotnet-developer-project-tables-in.docx",
  "contact": {"name": "Mohammed Irfan Shaikh", "email": "irfan.shaikh.net@example.com", "phone": "+91 98220 55347",
              "location": ["Pune, Maharashtra", "Pune"]},
  "positions": [
    P(["Consultant (Senior .NET Developer)", "Consultant", "Senior .NET Developer"],
      ["Capgemini Technology Services India Ltd.", "Capgemini Technology Services India Ltd", "Capgemini"], "2020-11", "Present", "Pune"),
    P("Project Engineer", ["Wipro Technologies", "Wipro"], "2016-07", "2020-10", "Pune")],
  "education": [{"degree": ["MCA (Master of Computer Applications)", "MCA", "Master of Computer Applications"], "school": "Savitribai Phule Pune University"},
                {"degree": ["BCA (Bachelor of Computer Applications)", "BCA", "Bachelor of Computer Applications"],
                 "school": ["Poona College of Arts, Science and Commerce, Pune", "Poona College of Arts, Science and Commerce"]}],
  "certifications": [["Microsoft Certified: Azure Developer Associate (AZ-204)", "Microsoft Certified: Azure Developer Associate",
                      "Azure Developer Associate", "AZ-204"]],
  "skills": {"present": ["C#", "ASP.NET Core", "ASP.NET MVC", ["Web API", "ASP.NET Web API"], ["Entity Framework", "Entity Framework Core"],
                         ["SQL Server", "Microsoft SQL Server"], "Angular", ["Microsoft Azure", "Azure"], "Azure DevOps", "LINQ", "Azure Functions",
                         ["Problem solving", "Problem-solving", "Problem-solving skills"]],
             "absent": ["Pune", "Capgemini", "Bosch", "Notice Period"]},
  "totalYears": [10.3, 10.5],
  "occupation": ["Software Developers", "Web Developers", "Computer Programmers"],
  "warnings": {"absent": NOCONTACT + CLEAN + ["two-columns", "placeholders"]}})

# 24 --------------------------------------------------------------------------------------------------------------
E.append({"file": "files/24-data-engineer-contact-in-header-ca.docx",
  "contact": {"name": "Jasmine Kaur Dhillon", "email": "jasmine.dhillon@example.ca", "phone": "403-555-0119", "location": "Calgary, AB"},
  "positions": [
    P("Senior Data Engineer", "ATB Financial", "2021-05", "Present", "Calgary, AB"),
    P("Data Engineer", "Benevity", "2018-09", "2021-04", "Calgary, AB"),
    P("BI Developer", "Suncor Energy", "2016-01", "2018-08", "Calgary, AB")],
  "education": [{"degree": ["Bachelor of Science in Computer Science", "Bachelor of Science"], "school": "University of Calgary"}],
  "certifications": [yr(["Google Cloud Professional Data Engineer", "Professional Data Engineer"], 2020),
                     yr(["SnowPro Core Certification", "SnowPro Core"], 2022)],
  "skills": {"present": ["Python", "SQL", "dbt", "Snowflake", ["Apache Airflow", "Airflow"], "Fivetran", "Kafka", ["Google BigQuery", "BigQuery"],
                         "Terraform", ["Data modelling", "Data modeling", "Kimball"], "Looker", "SSIS"],
             "absent": ["Calgary", "ATB Financial", "Benevity", "Suncor"]},
  "totalYears": [10.8, 11.0],
  "occupation": ["Data Warehousing Specialists", "Database Architects", "Software Developers"],
  "warnings": {"absent": NOCONTACT + CLEAN + ["two-columns"]}})

# 25 --------------------------------------------------------------------------------------------------------------
E.append({"file": "files/25-product-manager-skills-grid-au.docx",
  "contact": {"name": "Sophie Nguyen-Palmer", "email": "sophie.np@example.com.au", "phone": "0491 576 801", "location": ["Brisbane QLD", "Brisbane"]},
  "positions": [
    P(["Senior Product Manager, Print & Delivery", "Senior Product Manager"], "Canva", "2022-07", "Present",
      ["Sydney NSW (remote from Brisbane)", "Sydney NSW"]),
    P(["Product Manager, Digital Claims", "Product Manager"], ["Suncorp Group", "Suncorp"], "2019-02", "2022-06", "Brisbane QLD"),
    P("Product Owner", ["Department of Transport and Main Roads (Queensland Government)", "Department of Transport and Main Roads",
                        "Queensland Government"], "2016-03", "2019-01", "Brisbane QLD"),
    P("Business Analyst", ["IBM Australia", "IBM"], "2013-01", "2016-02", "Brisbane QLD")],
  "education": [{"degree": ["Bachelor of Business / Bachelor of Information Technology", "Bachelor of Business", "Bachelor of Information Technology"],
                 "school": ["Queensland University of Technology (QUT)", "Queensland University of Technology", "QUT"]}],
  "certifications": [["Professional Scrum Product Owner I (PSPO I)", "Professional Scrum Product Owner I", "PSPO I"],
                     ["Pragmatic Certified Product Manager (PCPM)", "Pragmatic Certified Product Manager", "PCPM"]],
  "skills": {"present": ["Product strategy", "Roadmapping", ["Product discovery", "Discovery"], ["Agile", "Scrum", "Agile / Scrum"],
                         ["Experimentation", "A/B testing"], ["OKRs", "OKR"], "SQL", "Amplitude", "Looker", "Jira", "Figma", "Stakeholder management",
                         "Coaching", ["Workshop facilitation", "Facilitation"]],
             "absent": ["Brisbane", "Canva", "Suncorp", "AAMI"]},
  "totalYears": [13.8, 14.0],
  "occupation": ["Computer and Information Systems Managers", "Information Technology Project Managers", "Marketing Managers",
                 "Project Management Specialists"],
  "warnings": {"absent": NOCONTACT + CLEAN + ["two-columns"]}})

# 26 --------------------------------------------------------------------------------------------------------------
E.append({"file": "files/26-help-desk-short-us.docx",
  "contact": {"name": "Marcus Johnson", "email": "marcus.johnson.it@example.com", "phone": "(602) 555-0183",
              "location": ["Phoenix, AZ 85016", "Phoenix, AZ"]},
  "positions": [
    P("IT Help Desk Technician", "Banner Health", "2023-03", "Present", "Phoenix, AZ"),
    P(["Computer Repair Technician (part-time)", "Computer Repair Technician"], ["Best Buy Geek Squad", "Geek Squad", "Best Buy"],
      "2020-08", "2023-02", "Tempe, AZ")],
  "education": [{"degree": ["A.A.S. Computer Information Systems", "A.A.S."], "school": "Mesa Community College"}],
  "certifications": ["CompTIA A+", "CompTIA Network+"],
  "skills": {"present": [["Windows 10/11", "Windows", "Windows 10", "Windows 11"], "Active Directory", "ServiceNow", ["Office 365", "Microsoft 365"],
                         "SCCM", "Hardware troubleshooting", "Customer service", "Printer support", "Data recovery"],
             "absent": ["Phoenix", "Banner Health", "Tempe", "Geek Squad"]},
  "totalYears": [6.1, 6.45],
  "occupation": ["Computer User Support Specialists", "Computer Network Support Specialists"],
  "warnings": {"absent": NOCONTACT + CLEAN + ["two-columns", "dates-ambiguous", "short-text"]}})

# 27 --------------------------------------------------------------------------------------------------------------
E.append({"file": "files/27-ml-engineer-phd-publications-ie.docx",
  "contact": {"name": ["Dr Niamh Gallagher", "Niamh Gallagher"], "email": "niamh.gallagher@example.ie", "phone": "+353 83 555 0166",
              "location": ["Dublin 2, Ireland", "Dublin 2", "Dublin"]},
  "positions": [
    P("Senior Machine Learning Engineer", "Intercom", "2023-01", "Present", "Dublin"),
    P("Machine Learning Engineer", ["Accenture Labs (The Dock)", "Accenture Labs", "Accenture"], "2020-10", "2022-12", "Dublin"),
    P("PhD Researcher", ["Insight SFI Research Centre for Data Analytics, University College Dublin", "Insight SFI Research Centre for Data Analytics",
                         "University College Dublin"], "2016-09", "2020-09")],
  "education": [{"degree": ["PhD in Computer Science", "PhD"], "school": "University College Dublin"},
                {"degree": ["BA (Mod) Computer Science", "BA (Mod)", "BA Computer Science"], "school": "Trinity College Dublin"}],
  "skills": {"present": ["PyTorch", ["Hugging Face Transformers", "Hugging Face", "Transformers"], ["LLM fine-tuning", "Fine-tuning"],
                         ["RAG", "Retrieval-augmented generation"], ["NLP", "Natural language processing"], "Python", "Docker", "Kubernetes",
                         ["AWS SageMaker", "SageMaker"], "MLflow", "FastAPI", "Experiment design", "Technical writing", "Public speaking"],
             "absent": ["Intercom", "Dublin", "Byrne", "EMNLP"]},
  "totalYears": [6.05, 10.3],
  "occupation": ["Software Developers", "Data Scientists", "Computer and Information Research Scientists"],
  "warnings": {"absent": NOCONTACT + CLEAN + ["two-columns"]}})

# 28 --------------------------------------------------------------------------------------------------------------
E.append({"file": "files/28-principal-swe-employer-first-us.docx",
  "contact": {"name": ["Jonathan (Jon) Park", "Jonathan Park", "Jon Park", "Jonathan Jon Park"], "email": "jon.park@example.com",
              "phone": "425-555-0170", "location": "Redmond, WA"},
  "positions": [
    P(["Principal Software Engineer, Azure Storage", "Principal Software Engineer"], ["Microsoft Corporation", "Microsoft"], "2022-07", "Present", "Redmond, WA"),
    P(["Senior Software Engineer, Azure Storage", "Senior Software Engineer"], ["Microsoft Corporation", "Microsoft"], "2018-08", "2022-06", "Redmond, WA"),
    P(["Software Engineer II, Office 365 (Exchange Online)", "Software Engineer II"], ["Microsoft Corporation", "Microsoft"], "2015-06", "2018-07",
      "Redmond, WA"),
    P("Software Engineer", "Tableau Software", "2012-09", "2015-05", "Seattle, WA")],
  "education": [{"degree": ["M.S. Computer Science", "M.S."], "school": "University of Southern California"},
                {"degree": ["B.S. Electrical Engineering", "B.S."], "school": ["University of California, San Diego", "UC San Diego"]}],
  "skills": {"present": ["C++", "C#", "Rust", "Python", "Distributed systems", "Erasure coding", "Performance engineering", ["Microsoft Azure", "Azure"],
                         "System design", "Technical leadership", "Mentoring", "Replication"],
             "absent": ["Redmond", "Tableau", "Microsoft Corporation", "Patents"]},
  "totalYears": [14.1, 14.3],
  "occupation": ["Software Developers"],
  "warnings": {"absent": NOCONTACT + CLEAN + ["two-columns", "placeholders"]}})

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "expected.jsonl")
with open(out, "w", encoding="utf-8") as f:
    for e in E:
        f.write(json.dumps(e, ensure_ascii=False) + "\n")
print(len(E), "expectations written")
