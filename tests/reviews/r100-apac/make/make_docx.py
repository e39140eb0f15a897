#!/usr/bin/python3
"""Writes the .docx résumés of review 100 (files 21-28) with python-docx (Debian's python3-docx).
Run: /usr/bin/python3 make/make_docx.py (from the review folder or anywhere)."""
import os
import docx
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Cm, Pt, RGBColor

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "files")


def new_doc(font="Calibri", size=10.5, margins=2.0):
    d = docx.Document()
    st = d.styles["Normal"]
    st.font.name = font
    st.font.size = Pt(size)
    st.paragraph_format.space_after = Pt(2)
    for s in d.sections:
        s.left_margin = s.right_margin = Cm(margins)
        s.top_margin = s.bottom_margin = Cm(margins * 0.8)
    return d


def para(d, text="", bold=False, italic=False, size=None, align=None, color=None, after=None, before=None, style=None):
    p = d.add_paragraph(style=style) if style else d.add_paragraph()
    if text:
        r = p.add_run(text)
        r.bold, r.italic = bold, italic
        if size:
            r.font.size = Pt(size)
        if color:
            r.font.color.rgb = RGBColor.from_string(color)
    if align == "center":
        p.alignment = WD_ALIGN_PARAGRAPH.CENTER
    if align == "right":
        p.alignment = WD_ALIGN_PARAGRAPH.RIGHT
    if after is not None:
        p.paragraph_format.space_after = Pt(after)
    if before is not None:
        p.paragraph_format.space_before = Pt(before)
    return p


def runs(p, *parts):
    """parts: (text, 'b'/'i'/'' flags)"""
    for text, flags in parts:
        r = p.add_run(text)
        r.bold = "b" in flags
        r.italic = "i" in flags
    return p


def tab_line(d, left, right, width_cm, bold_left=True, italic_right=False, style=None):
    """A line with the date pushed to a right tab stop."""
    p = d.add_paragraph(style=style) if style else d.add_paragraph()
    p.paragraph_format.tab_stops.add_tab_stop(Cm(width_cm), WD_TAB_ALIGNMENT.RIGHT)
    r = p.add_run(left)
    r.bold = bold_left
    r2 = p.add_run("\t" + right)
    r2.italic = italic_right
    return p


def bullets(d, items, style="List Bullet"):
    for it in items:
        p = d.add_paragraph(it, style=style)
        p.paragraph_format.space_after = Pt(0)


def rule_below(p, color="444444", size=8):
    pPr = p._p.get_or_add_pPr()
    bdr = OxmlElement("w:pBdr")
    b = OxmlElement("w:bottom")
    b.set(qn("w:val"), "single")
    b.set(qn("w:sz"), str(size))
    b.set(qn("w:space"), "1")
    b.set(qn("w:color"), color)
    bdr.append(b)
    pPr.append(bdr)


def shade(cell, fill):
    tcPr = cell._tc.get_or_add_tcPr()
    s = OxmlElement("w:shd")
    s.set(qn("w:val"), "clear")
    s.set(qn("w:color"), "auto")
    s.set(qn("w:fill"), fill)
    tcPr.append(s)


def no_borders(table):
    tbl = table._tbl
    tblPr = tbl.tblPr
    b = OxmlElement("w:tblBorders")
    for edge in ("top", "left", "bottom", "right", "insideH", "insideV"):
        e = OxmlElement(f"w:{edge}")
        e.set(qn("w:val"), "nil")
        b.append(e)
    tblPr.append(b)


def cell_text(cell, lines, first_bold=False, size=None):
    """Fills a cell with paragraphs; a line starting with '• ' becomes a bulleted paragraph."""
    cell.paragraphs[0].text = ""
    first = True
    for i, line in enumerate(lines):
        if first:
            p = cell.paragraphs[0]
            first = False
        else:
            p = cell.add_paragraph(style="List Bullet" if line.startswith("• ") else None)
        t = line[2:] if line.startswith("• ") else line
        r = p.add_run(t)
        if first_bold and i == 0:
            r.bold = True
        if size:
            r.font.size = Pt(size)
        p.paragraph_format.space_after = Pt(1)


def set_widths(table, widths_cm):
    for row in table.rows:
        for c, w in zip(row.cells, widths_cm):
            c.width = Cm(w)


def heading(d, text, color="1F3864", size=11.5, rule=True, upper=True):
    p = para(d, text.upper() if upper else text, bold=True, size=size, color=color, before=8, after=3)
    if rule:
        rule_below(p)
    return p


def save(d, name):
    path = os.path.join(OUT, name)
    d.save(path)
    print("wrote", path)


# 21 Australian office administrator, Perth: right tab-stop dates ------------------------------------------------------
def f21():
    d = new_doc("Calibri", 10.5, 2.0)
    para(d, "Sarah Jane Mitchell", bold=True, size=20, color="2E5E4E", after=0)
    para(d, "Office Administrator", size=12, color="555555", after=2)
    para(d, "Joondalup WA 6027  |  0438 555 261  |  sarahj.mitchell@example.com.au", after=6)
    heading(d, "Career Summary", "2E5E4E")
    para(d, "Friendly, well-organised office administrator with over twelve years in reception, administration and "
            "customer service. Confident with accounts payable, MYOB and Xero, and keeps a busy office running smoothly. "
            "Australian citizen with a current National Police Clearance.")
    heading(d, "Employment History", "2E5E4E")
    W = 17.0
    tab_line(d, "Office Administrator", "Feb 2022 – Present", W)
    para(d, "Programmed Facility Management, Osborne Park WA", italic=True, after=1)
    bullets(d, ["Reception and switchboard for an office of 60 staff and visiting contractors",
                "Accounts payable in MYOB AccountRight: invoice coding, approvals and weekly payment runs",
                "Raise purchase orders, reconcile corporate card statements and manage office supplies",
                "Coordinate fleet bookings, inductions and building access cards",
                "Minute-taking for the monthly operations meeting"])
    tab_line(d, "Receptionist / Administration Assistant", "Jun 2018 – Jan 2022", W)
    para(d, "The Perth Mint, East Perth WA", italic=True, after=1)
    bullets(d, ["Front desk for corporate visitors; managed meeting room bookings in Outlook",
                "Data entry of customer orders and returns; 70 wpm typing",
                "Processed courier bookings and daily mail"])
    tab_line(d, "Customer Service Assistant", "Mar 2014 – May 2018", W)
    para(d, "Coles Supermarkets, Joondalup WA", italic=True, after=1)
    bullets(d, ["Checkouts, service desk and cash office; trained new team members"])
    heading(d, "Education & Training", "2E5E4E")
    tab_line(d, "Certificate IV in Business Administration", "2017", W)
    para(d, "North Metropolitan TAFE, Joondalup", italic=True)
    tab_line(d, "Western Australian Certificate of Education (WACE)", "2013", W)
    para(d, "Duncraig Senior High School", italic=True)
    heading(d, "Certificates", "2E5E4E")
    bullets(d, ["HLTAID011 Provide First Aid – St John WA, 2025", "Xero Advisor Certification – 2023"])
    heading(d, "Skills", "2E5E4E")
    bullets(d, ["MYOB AccountRight, Xero, Microsoft 365 (Outlook, Word, Excel, Teams)",
                "Accounts payable, purchase orders and reconciliations",
                "Reception, switchboard and diary management",
                "Data entry (70 wpm) and records management",
                "Customer service and a positive, can-do attitude"])
    heading(d, "Referees", "2E5E4E")
    para(d, "Referees available on request.")
    save(d, "21-office-administrator-tabstops-perth-au.docx")


# 22 NZ systems administrator, Wellington: contact only in the page header, Word heading styles ----------------------------
def f22():
    d = new_doc("Arial", 10, 2.0)
    hdr = d.sections[0].header
    hp = hdr.paragraphs[0]
    runs(hp, ("Arjun Patel", "b"), ("  |  Systems Administrator  |  Johnsonville, Wellington 6037  |  027 555 6104  |  arjun.patel.nz@example.com", ""))
    hp.alignment = WD_ALIGN_PARAGRAPH.CENTER
    d.add_heading("Arjun Patel", level=0)
    para(d, "Visa status: New Zealand Resident Visa (granted March 2024) – no sponsorship needed.", italic=True)
    d.add_heading("Profile", level=1)
    para(d, "Systems administrator with over nine years of experience running Windows and Linux infrastructure for "
            "enterprise and managed-service customers in New Zealand and India. I automate the boring parts with "
            "PowerShell and Ansible, keep backups tested and like clear documentation.")
    d.add_heading("Experience", level=1)
    d.add_heading("Systems Administrator – Datacom, Wellington", level=2)
    para(d, "June 2021 – present", italic=True)
    bullets(d, ["Administer 450 Windows Server and RHEL virtual machines on VMware vSphere for government customers",
                "Manage Active Directory, Group Policy, Entra ID and Intune for 3,000 users",
                "Built Azure landing zones and moved 60 workloads to Azure with the cloud team",
                "Wrote PowerShell and Ansible scripts for patching and user provisioning; monthly patching time down by half",
                "Veeam backup checks and quarterly restore tests; on-call roster one week in five"])
    d.add_heading("Systems Engineer – Infosys Limited, Pune, India", level=2)
    para(d, "July 2017 – May 2021", italic=True)
    bullets(d, ["L2 support for a UK retail customer's Windows and Linux servers (ITIL incident and change processes)",
                "Maintained VMware clusters and Active Directory; ServiceNow ticket queues",
                "Received the Infosys Insta Award for a data centre migration in 2019"])
    d.add_heading("Technical Support Intern – Tech Mahindra, Pune, India", level=2)
    para(d, "January 2017 – June 2017", italic=True)
    bullets(d, ["Desktop support and imaging for a call-centre floor of 300 seats"])
    d.add_heading("Education", level=1)
    para(d, "Bachelor of Engineering (Computer Engineering) – Savitribai Phule Pune University, 2013 – 2017")
    d.add_heading("Certifications", level=1)
    bullets(d, ["Microsoft Certified: Azure Administrator Associate (AZ-104), 2023",
                "Red Hat Certified System Administrator (RHCSA), 2020",
                "VMware Certified Professional – Data Center Virtualization (VCP-DCV), 2019",
                "ITIL 4 Foundation, 2018"])
    d.add_heading("Technical Skills", level=1)
    bullets(d, ["Windows Server 2016–2022, Active Directory, Group Policy, DNS/DHCP",
                "Microsoft Azure, Entra ID, Intune, Microsoft 365 administration",
                "VMware vSphere, Veeam Backup & Replication",
                "Red Hat Enterprise Linux, Bash",
                "PowerShell, Ansible, Git",
                "ServiceNow, ITIL incident and change management"])
    d.add_heading("Referees", level=1)
    para(d, "Available on request.")
    save(d, "22-systems-administrator-header-contact-wellington-nz.docx")


# 23 Filipino staff nurse in Singapore: layout tables -------------------------------------------------------------------
def f23():
    d = new_doc("Times New Roman", 11, 1.8)
    t = d.add_table(rows=1, cols=2)
    no_borders(t)
    set_widths(t, [10.5, 6.9])
    cell_text(t.cell(0, 0), ["KRISTEL ANNE M. BAUTISTA", "Staff Nurse (Registered Nurse)",
                             "Blk 212 Serangoon Avenue 4, #05-77, Singapore 550212",
                             "Mobile: +65 8555 3019", "Email: kristel.bautista.rn@example.com"], first_bold=True)
    cell_text(t.cell(0, 1), ["Nationality: Filipino", "Date of birth: 21 July 1992", "Marital status: Single",
                             "Current pass: S Pass", "Notice period: 1 month"])
    para(d, "")
    heading(d, "Professional Summary", "000000", 12)
    para(d, "Registered nurse with eleven years of acute care experience, including seven years in a surgical intensive "
            "care unit in Singapore. Registered with the Singapore Nursing Board. Committed to safe, compassionate and "
            "evidence-based care.")
    heading(d, "Work Experience", "000000", 12)
    t = d.add_table(rows=3, cols=2)
    no_borders(t)
    set_widths(t, [4.2, 13.2])
    rows = [
        ("Mar 2019 – Present", ["Staff Nurse – Surgical Intensive Care Unit", "Tan Tock Seng Hospital, Singapore",
                                "• Care of post-operative and trauma patients on mechanical ventilation",
                                "• Titration of inotropes and sedation; arterial blood gas interpretation",
                                "• Charge nurse relief for a 16-bed unit; preceptor for new nurses",
                                "• Documentation in the Sunrise Clinical Manager electronic record"]),
        ("Jun 2015 – Feb 2019", ["Staff Nurse – Medical-Surgical Ward", "The Medical City, Pasig City, Philippines",
                                 "• Nursing care for 8–10 patients per shift; wound care and IV therapy",
                                 "• Health teaching for patients and families before discharge"]),
        ("Oct 2014 – May 2015", ["Volunteer Nurse", "Philippine Red Cross – Manila Chapter",
                                 "• Blood donation drives, first aid stations and disaster relief after Typhoon Hagupit"]),
    ]
    for i, (date, lines) in enumerate(rows):
        cell_text(t.cell(i, 0), [date], first_bold=True)
        cell_text(t.cell(i, 1), lines, first_bold=True)
    heading(d, "Education", "000000", 12)
    t = d.add_table(rows=1, cols=2)
    no_borders(t)
    set_widths(t, [4.2, 13.2])
    cell_text(t.cell(0, 0), ["2010 – 2014"], first_bold=True)
    cell_text(t.cell(0, 1), ["Bachelor of Science in Nursing", "Our Lady of Fatima University, Valenzuela City, Philippines"], first_bold=True)
    heading(d, "Registration and Certifications", "000000", 12)
    bullets(d, ["Singapore Nursing Board – Registered Nurse (full registration), 2019",
                "Philippine Nurse Licensure Examination – Professional Regulation Commission, 2014",
                "Basic Cardiac Life Support and AED (BCLS+AED), Singapore Resuscitation and First Aid Council, 2025",
                "Advanced Cardiac Life Support (ACLS), 2024",
                "IV Therapy Training, Association of Nursing Service Administrators of the Philippines (ANSAP), 2016"])
    heading(d, "Skills", "000000", 12)
    bullets(d, ["Critical care nursing and mechanical ventilation", "Haemodynamic monitoring",
                "IV therapy and medication administration", "Wound care", "Infection control",
                "Patient and family education", "Sunrise Clinical Manager (SCM)", "Calm under pressure"])
    heading(d, "Languages", "000000", 12)
    para(d, "English, Filipino, basic Mandarin")
    save(d, "23-staff-nurse-layout-table-singapore.docx")


# 24 South African call centre agent, Cape Town: half a page, bulleted ---------------------------------------------------
def f24():
    d = new_doc("Calibri", 11, 2.2)
    para(d, "SIYABONGA KHUMALO", bold=True, size=16, after=0)
    para(d, "Site C, Khayelitsha, Cape Town, 7784  •  063 555 2290  •  siya.khumalo@example.co.za", after=0)
    para(d, "ID No: 9811155555084  •  Driver's licence: Code 10 (C1)  •  Languages: isiXhosa, English, Afrikaans", after=6)
    heading(d, "Work experience", "000000", 11)
    bullets(d, ["Call Centre Agent – CCI South Africa, Cape Town (Jun 2022 – Present): inbound customer care for a UK "
                "energy supplier; 95% quality average; trained on complaints handling",
                "Sales Agent (Outbound) – Merchants SA, Cape Town (Feb 2020 – May 2022): sold funeral cover and "
                "insurance products; top 10 in sales in 2021",
                "Cashier – Shoprite, Khayelitsha (2018 – 2019)"])
    heading(d, "Education", "000000", 11)
    bullets(d, ["National Senior Certificate (Matric) – Harry Gwala Secondary School, 2017",
                "National Certificate: Contact Centre Support NQF Level 2 – Services SETA, 2021"])
    heading(d, "Skills", "000000", 11)
    bullets(d, ["Customer service and complaints handling", "Outbound sales", "Typing 40 wpm",
                "MS Word, Excel, Outlook", "Salesforce and Genesys", "Good listener, works well in a team"])
    para(d, "References available on request.", italic=True, before=6)
    save(d, "24-call-centre-agent-half-page-cape-town-za.docx")


# 25 Kenyan procurement officer, Nairobi: bordered tables for everything ---------------------------------------------------
def f25():
    d = new_doc("Cambria", 10.5, 2.0)
    para(d, "CURRICULUM VITAE", bold=True, size=14, align="center", after=2)
    para(d, "GRACE NJERI MWANGI", bold=True, size=16, align="center", after=8)

    def table(headers, rows, widths):
        t = d.add_table(rows=1 + len(rows), cols=len(headers))
        t.style = "Table Grid"
        t.alignment = WD_TABLE_ALIGNMENT.CENTER
        if headers[0]:
            for j, h in enumerate(headers):
                cell_text(t.cell(0, j), [h], first_bold=True)
                shade(t.cell(0, j), "D9E2F3")
        for i, row in enumerate(rows, start=1):
            for j, v in enumerate(row):
                cell_text(t.cell(i, j), v if isinstance(v, list) else [v])
        set_widths(t, widths)
        return t

    heading(d, "Personal Details", "1F3864", 11.5)
    t = d.add_table(rows=8, cols=2)
    t.style = "Table Grid"
    for i, (k, v) in enumerate([("Postal address", "P.O. Box 45678-00200, Nairobi"), ("Physical address", "Kileleshwa, Nairobi"),
                                ("Telephone", "+254 711 555 246"), ("Email", "grace.mwangi@example.co.ke"),
                                ("Date of birth", "9th May 1989"), ("Nationality", "Kenyan"),
                                ("ID No.", "25555987"), ("Marital status", "Married")]):
        cell_text(t.cell(i, 0), [k], first_bold=True)
        cell_text(t.cell(i, 1), [v])
    set_widths(t, [4.5, 12.5])
    heading(d, "Profile", "1F3864", 11.5)
    para(d, "A procurement and supply chain professional with over thirteen years in public and private sector "
            "procurement. Conversant with the Public Procurement and Asset Disposal Act, 2015 and its regulations, "
            "e-procurement on IFMIS and SAP, tender evaluation and contract management.")
    heading(d, "Academic Qualifications", "1F3864", 11.5)
    table(["Year", "Institution", "Qualification"],
          [["2017 – 2019", "Jomo Kenyatta University of Agriculture and Technology (JKUAT)", "Master of Business Administration (Procurement and Supply Chain Management)"],
           ["2008 – 2012", "University of Nairobi", "Bachelor of Commerce (Purchasing and Supplies Management) – Second Class Honours, Upper Division"],
           ["2004 – 2007", "Kenya High School", "Kenya Certificate of Secondary Education (KCSE) – Mean Grade A- (Minus)"]],
          [3.0, 6.5, 7.5])
    heading(d, "Professional Qualifications", "1F3864", 11.5)
    table(["Year", "Body", "Qualification"],
          [["2016", "Chartered Institute of Procurement & Supply (CIPS)", "MCIPS – Member of the Chartered Institute of Procurement & Supply"],
           ["2014", "Kenya Institute of Supplies Examination Board (KISEB)", "Certified Procurement and Supply Professional of Kenya (CPSP-K)"]],
          [3.0, 6.5, 7.5])
    heading(d, "Employment History", "1F3864", 11.5)
    table(["Period", "Employer", "Position and duties"],
          [["Jul 2019 – to date", "Kenya Electricity Generating Company PLC (KenGen), Nairobi",
            ["Senior Procurement Officer", "• Prepare the annual procurement plan (KES 4 billion)",
             "• Run open tenders, RFQs and framework agreements on SAP SRM",
             "• Secretary to tender evaluation and inspection committees",
             "• Supplier appraisal and contract monitoring; AGPO compliance reports to PPRA"]],
           ["Feb 2015 – Jun 2019", "Safaricom PLC, Nairobi",
            ["Procurement Officer", "• Sourcing of network and IT equipment; negotiated savings of 12% a year",
             "• Purchase orders and vendor performance reports in SAP MM"]],
           ["Jan 2013 – Jan 2015", "Nairobi City Water and Sewerage Company",
            ["Procurement Assistant", "• Prepared LPOs, received quotations and kept the stores records"]],
           ["May 2012 – Aug 2012", "Kenya Revenue Authority, Times Tower, Nairobi",
            ["Industrial Attachment – Procurement Department", "• Filing, tender document preparation and stock taking"]]],
          [3.2, 5.3, 8.5])
    heading(d, "Skills and Competencies", "1F3864", 11.5)
    bullets(d, ["Public procurement law (PPADA 2015) and tender evaluation", "Contract management and negotiation",
                "SAP MM and SAP SRM; IFMIS e-procurement", "Supplier appraisal and inventory management",
                "Advanced Microsoft Excel", "Integrity, teamwork and attention to detail"])
    heading(d, "Compliance Documents (Chapter Six)", "1F3864", 11.5)
    para(d, "Valid KRA tax compliance certificate; Certificate of Good Conduct (DCI); HELB clearance certificate; "
            "EACC clearance; CRB clearance report.")
    heading(d, "Professional Membership", "1F3864", 11.5)
    para(d, "Kenya Institute of Supplies Management (KISM) – Full Member No. M5551")
    heading(d, "Referees", "1F3864", 11.5)
    table(["Name", "Position", "Contact"],
          [["Eng. David Kiprono", "General Manager, Supply Chain, KenGen", "0722 555 112, dkiprono@example.co.ke"],
           ["Ms. Wanjiku Maina", "Senior Manager, Procurement, Safaricom PLC", "0722 555 987, wmaina@example.co.ke"],
           ["Dr. Peter Ochieng", "Lecturer, School of Business, University of Nairobi", "0733 555 431"]],
          [4.5, 6.5, 6.0])
    save(d, "25-procurement-officer-bordered-tables-nairobi-ke.docx")


# 26 Malaysian software engineer, Kuala Lumpur: heading styles, tab-stop dates ---------------------------------------------
def f26():
    d = new_doc("Calibri", 10.5, 2.0)
    para(d, "JASON LEE CHEE KEONG", bold=True, size=18, align="center", after=0)
    para(d, "Senior Software Engineer", size=12, align="center", after=0)
    para(d, "Cheras, 56000 Kuala Lumpur  ·  +60 12-555 3921  ·  jason.lee.ck@example.com  ·  github.com/jasonleeck-example",
         align="center", after=6)
    d.add_heading("Summary", level=1)
    para(d, "Backend engineer with over eight years building payment and banking systems in Malaysia. I design "
            "services in Go and Java, run them on Kubernetes and care about reliability, observability and mentoring.")
    d.add_heading("Experience", level=1)
    W = 17.0
    p = tab_line(d, "Senior Software Engineer, Touch 'n Go Digital", "Jun 2022 – Current", W, style="Heading 3")
    para(d, "Kuala Lumpur", italic=True, after=1)
    bullets(d, ["Lead a squad of five building the wallet top-up and bill payment services in Go (gRPC, Kafka, PostgreSQL)",
                "Designed an idempotent payments ledger handling 3 million transactions a day",
                "Introduced OpenTelemetry tracing and SLO dashboards in Grafana; on-call incidents down 35%"])
    tab_line(d, "Software Engineer, Maybank (Group Technology)", "Mar 2019 – May 2022", W, style="Heading 3")
    para(d, "Kuala Lumpur", italic=True, after=1)
    bullets(d, ["Built Spring Boot microservices for the MAE mobile banking app",
                "Migrated services from WebSphere to OpenShift (Kubernetes)",
                "Wrote integration tests and contract tests; code coverage from 40% to 80%"])
    tab_line(d, "Junior Software Engineer, Agmo Studio Sdn. Bhd.", "Jan 2018 – Feb 2019", W, style="Heading 3")
    para(d, "Petaling Jaya", italic=True, after=1)
    bullets(d, ["Developed REST APIs in Java and Node.js for client mobile apps"])
    tab_line(d, "Software Engineering Intern, Silverlake Axis", "Jun 2017 – Sep 2017", W, style="Heading 3")
    para(d, "Petaling Jaya", italic=True, after=1)
    bullets(d, ["Wrote unit tests and fixed defects in a core banking module"])
    d.add_heading("Education", level=1)
    tab_line(d, "Bachelor of Computer Science (Hons)", "2015 – 2018", W)
    para(d, "Asia Pacific University of Technology & Innovation (APU), Kuala Lumpur – First Class Honours", after=2)
    tab_line(d, "Sijil Pelajaran Malaysia (SPM)", "2012", W)
    para(d, "SMK Cheras Jaya – 8A", after=2)
    d.add_heading("Certifications", level=1)
    bullets(d, ["AWS Certified Solutions Architect – Associate (2023)", "Certified Kubernetes Application Developer (CKAD) (2021)"])
    d.add_heading("Skills", level=1)
    para(d, "Languages: Go, Java, Kotlin, TypeScript, SQL")
    para(d, "Frameworks & tools: Spring Boot, gRPC, Kafka, Kubernetes, Docker, PostgreSQL, Redis, Grafana, GitLab CI")
    para(d, "Practices: microservices, domain-driven design, code review, mentoring")
    para(d, "Spoken: English, Malay, Cantonese, Mandarin")
    save(d, "26-software-engineer-heading-styles-kuala-lumpur-my.docx")


# 27 Hong Kong guest service agent: shaded sidebar as a layout table -----------------------------------------------------
def f27():
    d = new_doc("Calibri", 10, 1.5)
    t = d.add_table(rows=1, cols=2)
    no_borders(t)
    set_widths(t, [5.8, 12.2])
    left, right = t.cell(0, 0), t.cell(0, 1)
    shade(left, "E8EEF4")
    cell_text(left, ["CONTACT", "Tsuen Wan, New Territories", "(852) 5555 8127", "cherry.ho@example.com.hk", "",
                     "SKILLS", "• Opera PMS (Cloud)", "• Check-in / check-out", "• Cashiering and foreign exchange",
                     "• Concierge requests", "• Upselling room upgrades", "• Handling guest complaints", "",
                     "LANGUAGES", "Cantonese (native)", "English (fluent)", "Putonghua (good)", "Japanese (basic)", "",
                     "CERTIFICATE", "Guest Service Gold (AHLEI), 2021"])
    for p in left.paragraphs:
        if p.text in ("CONTACT", "SKILLS", "LANGUAGES", "CERTIFICATE"):
            for r in p.runs:
                r.bold = True
    cell_text(right, ["Cherry HO Wing Sze", "Guest Service Agent", "",
                      "PROFILE",
                      "Warm and efficient guest service agent with seven years at the front desks of luxury and design hotels "
                      "in Tsim Sha Tsui. Known for remembering returning guests and turning complaints into good reviews.", "",
                      "EXPERIENCE",
                      "Guest Service Agent – The Peninsula Hong Kong, Tsim Sha Tsui",
                      "Aug 2022 – Present",
                      "• Check-in and check-out for 300 rooms and suites, including VIP and long-stay guests",
                      "• Arrange limousine transfers, restaurant bookings and tours",
                      "• Top upselling agent for suite upgrades in 2024",
                      "Front Desk Clerk – Hotel ICON, Tsim Sha Tsui East",
                      "Sept 2019 – Jul 2022",
                      "• Reservations, cashiering and night audit on rotation",
                      "• Trained hospitality students from PolyU on placement",
                      "Part-time Waitress – Maxim's Caterers Limited",
                      "2017 – 19",
                      "• Weekend shifts at a Chinese restaurant while studying", "",
                      "EDUCATION",
                      "Higher Diploma in Hotel Management",
                      "Hong Kong Institute of Vocational Education (IVE), Sha Tin, 2017 – 2019",
                      "Hong Kong Diploma of Secondary Education (HKDSE), 2017",
                      "Tsuen Wan Public Ho Chuen Yiu Memorial College"])
    for p in right.paragraphs:
        if p.text in ("PROFILE", "EXPERIENCE", "EDUCATION") or p.text.startswith(("Guest Service Agent –", "Front Desk Clerk –", "Part-time Waitress –", "Higher Diploma")):
            for r in p.runs:
                r.bold = True
        if p.text == "Cherry HO Wing Sze":
            for r in p.runs:
                r.font.size = Pt(18)
                r.bold = True
    save(d, "27-guest-service-agent-sidebar-table-hong-kong.docx")


# 28 Nigerian mechanical engineer, Port Harcourt: tables with year-only dates -------------------------------------------
def f28():
    d = new_doc("Arial", 10, 1.8)
    para(d, "CHINEDU EMMANUEL OKONKWO, R.Eng (COREN)", bold=True, size=15, after=0)
    para(d, "Rotating Equipment Engineer", size=11, color="444444", after=0)
    para(d, "15 Woji Road, GRA Phase 2, Port Harcourt, Rivers State  |  +234 806 555 3318  |  chinedu.okonkwo@example.com.ng", after=6)
    heading(d, "Professional Summary", "7B2C00", 11)
    para(d, "Mechanical engineer with twelve years in oil and gas and petrochemical plants, specialising in pumps, "
            "compressors and gas turbines. Strong in condition monitoring, root cause analysis and maintenance "
            "planning. COREN-registered; safety-minded and comfortable working offshore.")
    heading(d, "Work Experience", "7B2C00", 11)
    t = d.add_table(rows=5, cols=3)
    t.style = "Table Grid"
    for j, h in enumerate(["Period", "Position / Employer", "Key responsibilities"]):
        cell_text(t.cell(0, j), [h], first_bold=True)
        shade(t.cell(0, j), "F2E3D5")
    rows = [
        ("2021 – Date", ["Senior Rotating Equipment Engineer", "Shell Petroleum Development Company of Nigeria (SPDC), Port Harcourt"],
         ["• Technical authority for 60 pumps, 12 gas compressors and 4 gas turbines at the Bonny terminal",
          "• Vibration analysis and root cause failure analysis; MTBF up 30%",
          "• Reviewed vendor data and FAT for new compressor packages"]),
        ("2019–21", ["Mechanical Engineer", "Nigerian Agip Oil Company (NAOC), Port Harcourt"],
         ["• Maintenance planning in SAP PM for onshore flow stations",
          "• Supervised overhaul of centrifugal pumps and diesel generators"]),
        ("2014–19", ["Maintenance Engineer", "Indorama Eleme Petrochemicals Limited, Eleme"],
         ["• Preventive maintenance of rotating equipment in the polymer plant",
          "• Led the turnaround mechanical team in 2017"]),
        ("2013–14", ["Corps Member (NYSC) – Mechanical Workshop", "Federal Polytechnic Nekede, Owerri"],
         ["• Assisted in teaching workshop practice and maintaining lathes"]),
    ]
    for i, (p_, who, what) in enumerate(rows, start=1):
        cell_text(t.cell(i, 0), [p_])
        cell_text(t.cell(i, 1), who, first_bold=True)
        cell_text(t.cell(i, 2), what)
    set_widths(t, [2.6, 6.4, 8.6])
    heading(d, "Education", "7B2C00", 11)
    t = d.add_table(rows=3, cols=3)
    t.style = "Table Grid"
    for j, h in enumerate(["Year", "Institution", "Qualification"]):
        cell_text(t.cell(0, j), [h], first_bold=True)
        shade(t.cell(0, j), "F2E3D5")
    for i, row in enumerate([("2007 – 2012", "University of Nigeria, Nsukka", "B.Eng. Mechanical Engineering (Second Class Upper)"),
                             ("2006", "Federal Government College, Enugu", "Senior School Certificate (WAEC)")], start=1):
        for j, v in enumerate(row):
            cell_text(t.cell(i, j), [v])
    set_widths(t, [2.6, 6.4, 8.6])
    heading(d, "Certifications and Registration", "7B2C00", 11)
    bullets(d, ["Council for the Regulation of Engineering in Nigeria (COREN) – Registered Engineer, 2017",
                "Member, Nigerian Society of Engineers (MNSE)",
                "Vibration Analyst Category II – Mobius Institute, 2018",
                "NEBOSH International General Certificate, 2016",
                "BOSIET with CA-EBS (OPITO), renewed 2024"])
    heading(d, "Skills", "7B2C00", 11)
    bullets(d, ["Centrifugal pumps, reciprocating and centrifugal compressors, gas turbines",
                "Vibration analysis and condition monitoring", "Root cause failure analysis (RCFA)",
                "SAP PM", "AutoCAD", "API 610 / API 617 standards", "Team leadership"])
    heading(d, "Referees", "7B2C00", 11)
    para(d, "Available on request.")
    save(d, "28-rotating-equipment-engineer-tables-port-harcourt-ng.docx")


if __name__ == "__main__":
    for f in (f21, f22, f23, f24, f25, f26, f27, f28):
        f()
