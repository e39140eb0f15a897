#!/usr/bin/python3
"""Writes files/21-28 (*.docx) with python-docx (Debian's python3-docx): /usr/bin/python3 make/make_docx.py"""
import os
from docx import Document
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Cm, Pt, RGBColor

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "files")


def new_doc(font="Calibri", size=10.5, margins=2.0):
    d = Document()
    st = d.styles["Normal"]
    st.font.name = font
    st.font.size = Pt(size)
    st.paragraph_format.space_after = Pt(2)
    for s in d.sections:
        s.left_margin = s.right_margin = Cm(margins)
        s.top_margin = s.bottom_margin = Cm(1.8)
    return d


def right_tab(d):
    s = d.sections[0]
    return s.page_width - s.left_margin - s.right_margin


def para(d, text="", bold=False, italic=False, size=None, align=None, color=None, after=None):
    p = d.add_paragraph()
    if text:
        r = p.add_run(text)
        r.bold, r.italic = bold, italic
        if size:
            r.font.size = Pt(size)
        if color:
            r.font.color.rgb = RGBColor.from_string(color)
    if align == "center":
        p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    elif align == "right":
        p.alignment = WD_ALIGN_PARAGRAPH.RIGHT
    if after is not None:
        p.paragraph_format.space_after = Pt(after)
    return p


def tabbed(d, left, right, bold_left=True, italic_right=False):
    """Left text, a right-aligned tab stop at the margin, then the right text (dates)."""
    p = d.add_paragraph()
    p.paragraph_format.tab_stops.add_tab_stop(right_tab(d), WD_TAB_ALIGNMENT.RIGHT)
    r = p.add_run(left)
    r.bold = bold_left
    r2 = p.add_run("\t" + right)
    r2.italic = italic_right
    return p


def bullets(d, items):
    for it in items:
        p = d.add_paragraph(it, style="List Bullet")
        p.paragraph_format.space_after = Pt(1)


def rule_heading(d, text, color="1F3864", size=11.5):
    p = para(d, text.upper(), bold=True, size=size, color=color, after=3)
    pPr = p._p.get_or_add_pPr()
    bdr = OxmlElement("w:pBdr")
    b = OxmlElement("w:bottom")
    for k, v in (("w:val", "single"), ("w:sz", "6"), ("w:space", "1"), ("w:color", color)):
        b.set(qn(k), v)
    bdr.append(b)
    pPr.append(bdr)
    p.paragraph_format.space_before = Pt(8)
    return p


def no_borders(table):
    tbl = table._tbl
    tblPr = tbl.tblPr
    borders = OxmlElement("w:tblBorders")
    for edge in ("top", "left", "bottom", "right", "insideH", "insideV"):
        e = OxmlElement(f"w:{edge}")
        e.set(qn("w:val"), "nil")
        borders.append(e)
    tblPr.append(borders)


def cell_text(cell, lines, bold_first=False, align=None, size=None):
    cell.text = ""
    for i, line in enumerate(lines):
        p = cell.paragraphs[0] if i == 0 else cell.add_paragraph()
        r = p.add_run(line)
        r.bold = bold_first and i == 0
        if size:
            r.font.size = Pt(size)
        if align == "right":
            p.alignment = WD_ALIGN_PARAGRAPH.RIGHT
        p.paragraph_format.space_after = Pt(1)


def save(d, name):
    d.save(os.path.join(OUT, name))


# 21 ---------------------------------------------------------------------------------------------------------------
def doc21():
    d = new_doc("Cambria", 10.5)
    para(d, "Robert J. Kowalski", bold=True, size=20, align="center", after=0)
    para(d, "Senior Linux Systems Administrator", size=12, align="center", after=0)
    para(d, "Pittsburgh, PA 15213  •  (412) 555-0109  •  rob.kowalski@example.com", size=10, align="center", after=6)
    rule_heading(d, "Summary")
    para(d, "Linux administrator who keeps regulated production systems patched, monitored and boring. Twelve years "
            "from help desk to running 1,400 RHEL servers for a hospital system; strong on automation, documentation and "
            "calm incident handling.")
    rule_heading(d, "Technical Skills")
    for k, v in [("Operating systems", "RHEL 7–9, CentOS, Ubuntu Server, Windows Server (basic)"),
                 ("Automation", "Ansible, Puppet, Bash, Python"),
                 ("Virtualization & storage", "VMware vSphere, KVM, LVM, NFS, NetApp"),
                 ("Monitoring", "Nagios, Zabbix, Splunk, Grafana"),
                 ("Services", "Apache, Nginx, MySQL, PostgreSQL, Postfix, OpenLDAP"),
                 ("Security", "SELinux, CIS hardening, Red Hat Satellite patching, HIPAA controls")]:
        p = d.add_paragraph()
        r = p.add_run(k + ": ")
        r.bold = True
        p.add_run(v)
        p.paragraph_format.space_after = Pt(0)
    rule_heading(d, "Professional Experience")
    jobs = [
        ("Senior Linux Systems Administrator", "Apr 2020 – Present", "UPMC, Pittsburgh, PA",
         ["Lead administrator for 1,400 RHEL servers supporting Epic and clinical imaging systems.",
          "Rebuilt patching with Red Hat Satellite and Ansible; monthly patch compliance from 71% to 98%.",
          "Designed the CIS-hardened RHEL 8 golden image and its automated compliance report for HIPAA audits.",
          "Mentor two junior administrators; run the Linux on-call rota."]),
        ("Linux Systems Administrator", "Sep 2016 – Mar 2020", "PNC Financial Services Group, Pittsburgh, PA",
         ["Administered RHEL and Solaris servers for online banking; Puppet for configuration management.",
          "Migrated 300 physical servers to VMware vSphere with no unplanned downtime.",
          "Wrote Nagios and Zabbix checks and Splunk alerts; reduced false pages by 40%."]),
        ("Help Desk Technician", "May 2014 – Aug 2016", "Carnegie Mellon University, Pittsburgh, PA",
         ["Tier 1–2 support for faculty and staff: accounts, VPN, printers, Linux lab machines.",
          "Wrote Bash scripts to re-image 200 lab workstations each semester."]),
    ]
    for title, dates, org, items in jobs:
        tabbed(d, title, dates)
        para(d, org, italic=True, after=1)
        bullets(d, items)
    rule_heading(d, "Education")
    tabbed(d, "B.S. Information Systems, University of Pittsburgh", "2014", bold_left=False)
    rule_heading(d, "Certifications")
    bullets(d, ["Red Hat Certified Engineer (RHCE), 2019", "Red Hat Certified System Administrator (RHCSA), 2017",
                "CompTIA Linux+, 2015"])
    save(d, "21-linux-sysadmin-tabstops-us.docx")


# 22 ---------------------------------------------------------------------------------------------------------------
def doc22():
    d = new_doc("Arial", 10)
    t = d.add_table(rows=1, cols=2)
    no_borders(t)
    t.alignment = WD_TABLE_ALIGNMENT.CENTER
    left, right = t.rows[0].cells
    left.width, right.width = Cm(10), Cm(7)
    cell_text(left, ["Olivia Hartley-Bennett", "Senior Frontend Engineer"], bold_first=True)
    left.paragraphs[0].runs[0].font.size = Pt(20)
    left.paragraphs[1].runs[0].font.size = Pt(12)
    cell_text(right, ["Bristol, UK", "07700 900582", "olivia.hb@example.co.uk", "github.com/ohb-frontend"], align="right", size=9.5)
    rule_heading(d, "Profile", color="7A1F5C")
    para(d, "Frontend engineer who cares about the last mile: fast pages, accessible components and design systems "
            "that product teams actually want to use. I have shipped React at scale for food delivery and energy, "
            "and I enjoy mentoring developers who are new to the frontend.")
    rule_heading(d, "Experience", color="7A1F5C")
    jobs = [
        ("Senior Frontend Engineer — OVO Energy, Bristol", "March 2023 – Present",
         ["Tech lead for the customer account web app (React, TypeScript, Next.js) used by 4m households.",
          "Led the design-system rebuild in Storybook with the design team; 60 components with WCAG 2.2 AA tests.",
          "Cut JavaScript shipped on the account home page by 45% and improved INP from 380 ms to 140 ms.",
          "Line manager for three engineers; run the frontend chapter's fortnightly guild."]),
        ("Frontend Developer — Just Eat Takeaway.com, London (remote)", "June 2020 – February 2023",
         ["Built the restaurant menu and basket pages in Vue.js, later migrated to React.",
          "Introduced Playwright end-to-end tests in CI; flaky-test rate below 1%.",
          "Worked with product and UX on the checkout redesign; conversion up 3.2%."]),
        ("Web Developer — Pixel Harbour Ltd (digital agency), Bristol", "October 2017 – May 2020",
         ["Built marketing sites and e-commerce stores for clients including two Bristol breweries and a housing association.",
          "JavaScript, Sass, WordPress and Shopify themes; first React projects from 2019."]),
    ]
    for left_text, dates, items in jobs:
        tabbed(d, left_text, dates)
        bullets(d, items)
    rule_heading(d, "Skills", color="7A1F5C")
    para(d, "React · TypeScript · JavaScript · Next.js · Vue.js · Redux · HTML · CSS / Sass · CSS-in-JS · Storybook · Jest · "
            "Playwright · web performance · accessibility (WCAG) · design systems · mentoring")
    rule_heading(d, "Education", color="7A1F5C")
    tabbed(d, "BSc (Hons) Computer Science — University of the West of England (UWE Bristol)", "2014 – 2017", bold_left=False)
    para(d, "First-class honours; final-year project on progressive web apps for offline field surveys.", italic=True)
    rule_heading(d, "Speaking", color="7A1F5C")
    para(d, "“Design systems that survive a reorg” — Bristol JS meetup, 2024; Front-end North, 2025.")
    save(d, "22-frontend-engineer-layout-table-uk.docx")


# 23 ---------------------------------------------------------------------------------------------------------------
def kv_table(d, rows, widths=(4.0, 13.0)):
    t = d.add_table(rows=0, cols=2)
    t.style = "Table Grid"
    for k, v in rows:
        c = t.add_row().cells
        c[0].width, c[1].width = Cm(widths[0]), Cm(widths[1])
        cell_text(c[0], [k], bold_first=True)
        if isinstance(v, list):
            c[1].text = ""
            for i, line in enumerate(v):
                p = c[1].paragraphs[0] if i == 0 else c[1].add_paragraph()
                p.add_run("• " + line)
                p.paragraph_format.space_after = Pt(0)
        else:
            cell_text(c[1], [v])
    d.add_paragraph()
    return t


def doc23():
    d = new_doc("Calibri", 10.5)
    para(d, "MOHAMMED IRFAN SHAIKH", bold=True, size=16, after=0)
    para(d, "Senior .NET Developer", size=11, after=0)
    para(d, "Email: irfan.shaikh.net@example.com  |  Phone: +91 98220 55347  |  Pune, Maharashtra", size=10, after=6)
    rule_heading(d, "Profile Summary", color="000000")
    bullets(d, ["Having 10 years of experience in design and development of web applications using C#, ASP.NET Core, "
                "ASP.NET MVC, Web API and SQL Server.",
                "Experience in Microsoft Azure (App Services, Functions, Service Bus, Azure SQL) and Azure DevOps CI/CD.",
                "Good knowledge of front-end development using Angular and TypeScript.",
                "Worked in Healthcare, Travel and Manufacturing domains for clients in the US and Europe.",
                "Strong analytical and problem-solving skills; good team player."])
    rule_heading(d, "Technical Skills", color="000000")
    kv_table(d, [("Languages", "C#, TypeScript, JavaScript, T-SQL"),
                 ("Frameworks", "ASP.NET Core, ASP.NET MVC, Web API, Entity Framework Core, LINQ"),
                 ("Front End", "Angular 14, HTML5, CSS3, Bootstrap"),
                 ("Database", "SQL Server 2019, Azure SQL, Cosmos DB"),
                 ("Cloud & DevOps", "Microsoft Azure, Azure DevOps, Docker, Git"),
                 ("Tools", "Visual Studio, VS Code, Postman, JIRA, SonarQube")])
    rule_heading(d, "Work Experience", color="000000")
    t = d.add_table(rows=1, cols=3)
    t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, ["Company", "Designation", "Period"]):
        cell_text(c, [h], bold_first=True)
    for row in [("Capgemini Technology Services India Ltd., Pune", "Consultant (Senior .NET Developer)", "Nov 2020 – Till date"),
                ("Wipro Technologies, Pune", "Project Engineer", "Jul 2016 – Oct 2020")]:
        cells = t.add_row().cells
        for c, v in zip(cells, row):
            cell_text(c, [v])
    d.add_paragraph()
    rule_heading(d, "Projects", color="000000")
    kv_table(d, [("Project", "Patient Engagement Portal"), ("Client", "Cardinal Health, USA"),
                 ("Role", "Senior .NET Developer / Module Lead"), ("Duration", "Nov 2020 – Till date"),
                 ("Environment", "ASP.NET Core 6, Web API, Angular 14, Azure Functions, Service Bus, Azure SQL, Azure DevOps"),
                 ("Responsibilities", ["Designed REST APIs for appointment booking and secure messaging.",
                                       "Migrated background jobs from Windows services to Azure Functions.",
                                       "Led a module team of 5 developers; code reviews and sprint estimation.",
                                       "Improved API response time by 40% using caching and query tuning."])])
    kv_table(d, [("Project", "Corporate Travel Booking"), ("Client", "Amadeus, Spain"),
                 ("Role", "Project Engineer"), ("Duration", "Jan 2018 – Oct 2020"),
                 ("Environment", "ASP.NET MVC 5, Web API 2, Entity Framework, SQL Server 2016, jQuery"),
                 ("Responsibilities", ["Developed booking and approval workflow screens.",
                                       "Wrote stored procedures and optimised reports in SQL Server."])])
    kv_table(d, [("Project", "Shop-floor Quality Dashboard"), ("Client", "Bosch, Germany"),
                 ("Role", "Project Engineer (Trainee till Jan 2017)"), ("Duration", "Jul 2016 – Dec 2017"),
                 ("Environment", "ASP.NET Web Forms, C#, SQL Server 2014"),
                 ("Responsibilities", ["Bug fixing and enhancements; unit testing with NUnit."])])
    rule_heading(d, "Education", color="000000")
    t = d.add_table(rows=1, cols=3)
    t.style = "Table Grid"
    for c, h in zip(t.rows[0].cells, ["Qualification", "University / Board", "Year"]):
        cell_text(c, [h], bold_first=True)
    for row in [("MCA (Master of Computer Applications)", "Savitribai Phule Pune University", "2016"),
                ("BCA (Bachelor of Computer Applications)", "Poona College of Arts, Science and Commerce, Pune", "2013"),
                ("HSC", "Maharashtra State Board", "2010")]:
        cells = t.add_row().cells
        for c, v in zip(cells, row):
            cell_text(c, [v])
    d.add_paragraph()
    rule_heading(d, "Certification", color="000000")
    bullets(d, ["Microsoft Certified: Azure Developer Associate (AZ-204)"])
    rule_heading(d, "Personal Details", color="000000")
    for k, v in [("Date of Birth", "22 March 1992"), ("Languages", "English, Hindi, Marathi, Urdu"),
                 ("Marital Status", "Married"), ("Notice Period", "60 days")]:
        tabbed(d, k, ": " + v, bold_left=False).paragraph_format.tab_stops.add_tab_stop(Cm(4))
    rule_heading(d, "Declaration", color="000000")
    para(d, "I hereby declare that the information given above is true to the best of my knowledge and belief.")
    para(d, "Place: Pune")
    para(d, "(Mohammed Irfan Shaikh)", align="right")
    save(d, "23-dotnet-developer-project-tables-in.docx")


# 24 ---------------------------------------------------------------------------------------------------------------
def doc24():
    d = new_doc("Calibri", 10.5)
    hdr = d.sections[0].header
    hp = hdr.paragraphs[0]
    hp.text = ""
    r = hp.add_run("Jasmine Kaur Dhillon")
    r.bold = True
    r.font.size = Pt(16)
    hp2 = hdr.add_paragraph("Calgary, AB  |  403-555-0119  |  jasmine.dhillon@example.ca  |  linkedin.com/in/jasminedhillon-data")
    hp2.runs[0].font.size = Pt(9.5)
    para(d, "Senior Data Engineer", bold=True, size=13, color="2E5E4E", after=4)
    d.add_heading("Summary", level=2)
    para(d, "Data engineer who builds the unglamorous foundations analytics teams rely on: reliable ELT, well-modelled "
            "warehouses and data contracts. Ten years across energy, charity tech and banking in Calgary.")
    d.add_heading("Experience", level=2)
    jobs = [
        ("Senior Data Engineer", "ATB Financial", "Calgary, AB", "May 2021 – Present",
         ["Lead the move from an on-premises SQL Server warehouse to Snowflake with dbt and Airflow (400 models).",
          "Introduced data contracts and dbt tests for 30 source systems; data incidents down 55%.",
          "Built Kafka-based change-data-capture pipelines for near-real-time fraud features.",
          "Manage a team of three data engineers."]),
        ("Data Engineer", "Benevity", "Calgary, AB", "September 2018 – April 2021",
         ["Built ELT pipelines with Fivetran, dbt and BigQuery for the giving-analytics product.",
          "Designed Kimball star schemas powering customer-facing Looker dashboards.",
          "Terraform for GCP data infrastructure."]),
        ("BI Developer", "Suncor Energy", "Calgary, AB", "January 2016 – August 2018",
         ["SSIS packages and SQL Server data marts for oil-sands production reporting.",
          "Power BI and SSRS reports for operations managers."]),
    ]
    for title, org, loc, dates, items in jobs:
        p = d.add_paragraph()
        p.paragraph_format.tab_stops.add_tab_stop(right_tab(d), WD_TAB_ALIGNMENT.RIGHT)
        r = p.add_run(title)
        r.bold = True
        p.add_run(", " + org + " — " + loc)
        p.add_run("\t" + dates)
        bullets(d, items)
    d.add_heading("Skills", level=2)
    para(d, "Python, SQL, dbt, Snowflake, Apache Airflow, Fivetran, Kafka, Google BigQuery, Terraform, "
            "data modelling (Kimball), data contracts, Looker, Power BI, Git, CI/CD")
    d.add_heading("Education", level=2)
    para(d, "Bachelor of Science in Computer Science, University of Calgary — 2015")
    d.add_heading("Certifications", level=2)
    bullets(d, ["Google Cloud Professional Data Engineer (2020)", "SnowPro Core Certification (2022)"])
    save(d, "24-data-engineer-contact-in-header-ca.docx")


# 25 ---------------------------------------------------------------------------------------------------------------
def doc25():
    d = new_doc("Calibri", 10.5)
    para(d, "Sophie Nguyen-Palmer", bold=True, size=22, color="1B4F72", after=0)
    para(d, "Senior Product Manager", size=12, after=0)
    para(d, "Brisbane QLD  |  0491 576 801  |  sophie.np@example.com.au", size=10, after=8)
    d.add_heading("Professional summary", level=1)
    para(d, "Product manager with a business-analysis background and fourteen years in digital products across "
            "insurance, government and design software. I run discovery properly, ship in small slices and keep "
            "stakeholders close. Currently leading a team of product managers for Canva's print and delivery area.")
    d.add_heading("Skills", level=1)
    grid = [("Product", "Product strategy", "Roadmapping", "Discovery"),
            ("Delivery", "Agile / Scrum", "Experimentation", "OKRs"),
            ("Data", "SQL", "Amplitude", "Looker"),
            ("Tools", "Jira", "Confluence", "Figma"),
            ("People", "Stakeholder management", "Coaching", "Workshop facilitation")]
    t = d.add_table(rows=0, cols=4)
    t.style = "Light Grid Accent 1"
    for row in grid:
        cells = t.add_row().cells
        for i, (c, v) in enumerate(zip(cells, row)):
            cell_text(c, [v], bold_first=(i == 0))
    d.add_paragraph()
    d.add_heading("Career history", level=1)
    jobs = [
        ("Canva", "Sydney NSW (remote from Brisbane)", "Senior Product Manager, Print & Delivery", "Jul 2022 – Present",
         ["Lead two product managers; own print ordering across 190 countries.",
          "Launched same-day local print in Australia and the US; print revenue +38% year on year.",
          "Set up the experimentation review and OKR process for the group."]),
        ("Suncorp Group", "Brisbane QLD", "Product Manager, Digital Claims", "Feb 2019 – Jun 2022",
         ["Owned the online motor claims journey for AAMI and Suncorp Insurance; 65% of claims now lodged digitally.",
          "Ran discovery with claims consultants and customers; cut average lodgement time from 22 to 9 minutes."]),
        ("Department of Transport and Main Roads (Queensland Government)", "Brisbane QLD", "Product Owner", "Mar 2016 – Jan 2019",
         ["Product owner for the online vehicle-registration renewal service in an Agile delivery team.",
          "Wrote and prioritised the backlog; coordinated releases with the Digital Transformation Office."]),
        ("IBM Australia", "Brisbane QLD", "Business Analyst", "Jan 2013 – Feb 2016",
         ["Requirements and process mapping for state-government and utility clients; UAT planning."]),
    ]
    for org, loc, title, dates, items in jobs:
        para(d, org + " — " + loc, bold=True, after=0)
        tabbed(d, title, dates, bold_left=False, italic_right=True)
        bullets(d, items)
    d.add_heading("Education & certifications", level=1)
    para(d, "Bachelor of Business / Bachelor of Information Technology — Queensland University of Technology (QUT), 2012")
    para(d, "Professional Scrum Product Owner I (PSPO I) — Scrum.org, 2017")
    para(d, "Pragmatic Certified Product Manager (PCPM) — Pragmatic Institute, 2020")
    d.add_heading("Referees", level=1)
    para(d, "Available on request.")
    save(d, "25-product-manager-skills-grid-au.docx")


# 26 ---------------------------------------------------------------------------------------------------------------
def doc26():
    d = new_doc("Calibri", 11)
    para(d, "MARCUS JOHNSON", bold=True, size=18, after=0)
    para(d, "Phoenix, AZ 85016 · (602) 555-0183 · marcus.johnson.it@example.com", after=6)
    d.add_heading("Objective", level=2)
    para(d, "IT help desk technician looking to move into a desktop support or junior systems role.")
    d.add_heading("Experience", level=2)
    tabbed(d, "IT Help Desk Technician – Banner Health, Phoenix, AZ", "03/2023 - Present")
    bullets(d, ["Resolve 35+ tickets a day in ServiceNow for clinical and office staff (Windows 10/11, Office 365, printers).",
                "Unlock and create Active Directory accounts; reset MFA; image laptops with SCCM.",
                "Keep a 4.8/5 customer-satisfaction score."])
    tabbed(d, "Computer Repair Technician (part-time) – Best Buy Geek Squad, Tempe, AZ", "08/2020 - 02/2023")
    bullets(d, ["Diagnosed and repaired laptops, desktops and phones; virus removal, data recovery, hardware upgrades."])
    d.add_heading("Education", level=2)
    para(d, "A.A.S. Computer Information Systems – Mesa Community College, 2022")
    d.add_heading("Certifications", level=2)
    para(d, "CompTIA A+ (2021) · CompTIA Network+ (2023)")
    d.add_heading("Skills", level=2)
    para(d, "Windows 10/11 · Active Directory · ServiceNow · Office 365 · SCCM · hardware troubleshooting · "
            "printer support · customer service · Spanish (conversational)")
    save(d, "26-help-desk-short-us.docx")


# 27 ---------------------------------------------------------------------------------------------------------------
def doc27():
    d = new_doc("Georgia", 10)
    para(d, "Dr Niamh Gallagher", bold=True, size=20, after=0)
    para(d, "Senior Machine Learning Engineer — NLP & LLM systems", size=11.5, color="6B2D5C", after=0)
    para(d, "Dublin 2, Ireland | +353 83 555 0166 | niamh.gallagher@example.ie | github.com/ngallagher-nlp | "
            "scholar: Niamh Gallagher (UCD)", size=9.5, after=8)
    d.add_heading("Profile", level=1)
    para(d, "Machine learning engineer with a PhD in natural language processing. I build LLM-powered features that "
            "survive contact with real customers: retrieval-augmented generation, evaluation pipelines and cost-aware "
            "serving. Published at ACL and EMNLP; happiest bridging research and product.")
    d.add_heading("Experience", level=1)
    jobs = [
        ("Senior Machine Learning Engineer", "Intercom, Dublin", "Jan 2023 – present",
         ["Core engineer on the Fin AI agent: retrieval-augmented generation over customer help centres.",
          "Built the offline evaluation harness (LLM-as-judge plus human review) used to gate every prompt and model change.",
          "Fine-tuned and distilled smaller models for classification, cutting inference cost 60%.",
          "Mentor two ML engineers; co-organise the internal ML reading group."]),
        ("Machine Learning Engineer", "Accenture Labs (The Dock), Dublin", "Oct 2020 – Dec 2022",
         ["Prototyped NLP solutions for banking and insurance clients: document classification, entity extraction, summarisation.",
          "Took two prototypes into production on AWS SageMaker with MLflow and Docker."]),
        ("PhD Researcher", "Insight SFI Research Centre for Data Analytics, University College Dublin", "Sep 2016 – Sep 2020",
         ["Thesis: “Low-resource transfer learning for Irish-language NLP”. Supervisor: Prof. A. Byrne.",
          "Taught undergraduate machine learning labs (demonstrator, 4 years)."]),
    ]
    for title, org, dates, items in jobs:
        tabbed(d, title, dates)
        para(d, org, italic=True, after=1)
        bullets(d, items)
    d.add_heading("Education", level=1)
    tabbed(d, "PhD in Computer Science — University College Dublin", "2016 – 2020", bold_left=False)
    tabbed(d, "BA (Mod) Computer Science — Trinity College Dublin", "2012 – 2016", bold_left=False)
    d.add_heading("Skills", level=1)
    for k, v in [("ML / NLP", "PyTorch, Hugging Face Transformers, LLM fine-tuning, RAG, embeddings, evaluation design"),
                 ("Engineering", "Python, Docker, Kubernetes, AWS SageMaker, MLflow, FastAPI"),
                 ("Research", "experiment design, statistics, technical writing, public speaking")]:
        p = d.add_paragraph()
        r = p.add_run(k + ": ")
        r.bold = True
        p.add_run(v)
    d.add_heading("Selected publications", level=1)
    bullets(d, ["Gallagher, N., Byrne, A. (2020). Cross-lingual transfer for Irish named entity recognition. Proceedings of ACL 2020.",
                "Gallagher, N., Okoro, C., Byrne, A. (2019). Subword regularisation for low-resource Celtic languages. EMNLP 2019 (Findings).",
                "Gallagher, N. (2018). A Gaelic tokenizer benchmark. LREC 2018."])
    d.add_heading("Languages", level=1)
    para(d, "English (native), Irish (fluent)")
    save(d, "27-ml-engineer-phd-publications-ie.docx")


# 28 ---------------------------------------------------------------------------------------------------------------
def doc28():
    d = new_doc("Calibri", 10.5)
    d.add_heading("Jonathan (Jon) Park", level=0)
    para(d, "Redmond, WA · 425-555-0170 · jon.park@example.com · github.com/jonpark-storage", after=6)
    d.add_heading("Summary", level=1)
    para(d, "Principal engineer in distributed storage. Fourteen years building systems that must not lose data: "
            "erasure coding, replication and the tooling that proves it. Known for design reviews, mentoring and "
            "turning incident lessons into platform fixes.")
    d.add_heading("Experience", level=1)
    p = para(d, "Microsoft Corporation", bold=True, size=12, after=0)
    para(d, "Redmond, WA", italic=True, after=2)
    roles = [
        ("Principal Software Engineer, Azure Storage", "Jul 2022 – Present",
         ["Architect for the zone-redundant storage write path; led the redesign that cut tail latency 30% across 60 regions.",
          "Drive the cross-team durability review board; author of the storage team's design-review guidelines.",
          "Mentor eight engineers across three orgs; two promoted to senior."]),
        ("Senior Software Engineer, Azure Storage", "Aug 2018 – Jun 2022",
         ["Built the online erasure-coding conversion service in C++, saving 18% of raw capacity.",
          "Wrote the Rust-based data-integrity scrubber now running on every storage stamp."]),
        ("Software Engineer II, Office 365 (Exchange Online)", "Jun 2015 – Jul 2018",
         ["C# services for mailbox migration; moved 40M mailboxes with automated validation."]),
    ]
    for title, dates, items in roles:
        tabbed(d, title, dates)
        bullets(d, items)
    para(d, "Tableau Software", bold=True, size=12, after=0)
    para(d, "Seattle, WA", italic=True, after=2)
    tabbed(d, "Software Engineer", "Sep 2012 – May 2015")
    bullets(d, ["C++ query-engine work on the Tableau Data Engine; improved extract refresh speed 2.5x."])
    d.add_heading("Education", level=1)
    para(d, "M.S. Computer Science — University of Southern California, 2012")
    para(d, "B.S. Electrical Engineering — University of California, San Diego, 2010")
    d.add_heading("Skills", level=1)
    para(d, "C++, C#, Rust, Python · distributed systems, storage, replication, erasure coding · performance engineering · "
            "Azure · system design · technical leadership · mentoring")
    d.add_heading("Patents", level=1)
    para(d, "US Patent Application 17/482,316 (pending) — Incremental erasure-coding conversion for hot storage.")
    save(d, "28-principal-swe-employer-first-us.docx")


for f in (doc21, doc22, doc23, doc24, doc25, doc26, doc27, doc28):
    f()
print("ok")
