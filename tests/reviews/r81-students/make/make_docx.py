"""Builds the .docx résumés of review r81-students. Run with Debian's python3 (python-docx):
    /usr/bin/python3 make/make_docx.py   (from tests/reviews/r81-students)
"""
import os
from docx import Document
from docx.enum.table import WD_TABLE_ALIGNMENT
from docx.enum.text import WD_ALIGN_PARAGRAPH, WD_TAB_ALIGNMENT
from docx.oxml import OxmlElement
from docx.oxml.ns import qn
from docx.shared import Inches, Pt, RGBColor

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "files")


def base(font="Calibri", size=10.5, margins=0.8):
    d = Document()
    st = d.styles["Normal"]
    st.font.name = font
    st.font.size = Pt(size)
    st.paragraph_format.space_after = Pt(1)
    st.paragraph_format.space_before = Pt(0)
    for s in d.sections:
        s.left_margin = s.right_margin = Inches(margins)
        s.top_margin = s.bottom_margin = Inches(0.6)
    return d


def text_width(d):
    s = d.sections[0]
    return s.page_width - s.left_margin - s.right_margin


def para(d, text="", bold=False, italic=False, size=None, align=None, after=None, color=None):
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
    if after is not None:
        p.paragraph_format.space_after = Pt(after)
    return p


def tabbed(d, left, right, bold_left=True, italic_right=False, bold_right=False):
    """One line, right part pushed to the right margin by a right-aligned tab stop."""
    p = d.add_paragraph()
    p.paragraph_format.tab_stops.add_tab_stop(text_width(d), WD_TAB_ALIGNMENT.RIGHT)
    r = p.add_run(left)
    r.bold = bold_left
    r2 = p.add_run("\t" + right)
    r2.italic = italic_right
    r2.bold = bold_right
    return p


def bullets(d, items, style="List Bullet"):
    for it in items:
        p = d.add_paragraph(it, style=style)
        p.paragraph_format.space_after = Pt(0)


def bottom_border(p, color="444444"):
    pPr = p._p.get_or_add_pPr()
    bdr = OxmlElement("w:pBdr")
    b = OxmlElement("w:bottom")
    b.set(qn("w:val"), "single")
    b.set(qn("w:sz"), "6")
    b.set(qn("w:space"), "1")
    b.set(qn("w:color"), color)
    bdr.append(b)
    pPr.append(bdr)


def heading(d, text, border=True, color="1F3864", size=11.5, before=8):
    p = para(d, text.upper(), bold=True, size=size, color=color)
    p.paragraph_format.space_before = Pt(before)
    p.paragraph_format.space_after = Pt(3)
    if border:
        bottom_border(p)
    return p


def shade(cell, fill):
    tcPr = cell._tc.get_or_add_tcPr()
    shd = OxmlElement("w:shd")
    shd.set(qn("w:val"), "clear")
    shd.set(qn("w:color"), "auto")
    shd.set(qn("w:fill"), fill)
    tcPr.append(shd)


def no_borders(table):
    tbl = table._tbl
    tblPr = tbl.tblPr
    borders = OxmlElement("w:tblBorders")
    for edge in ("top", "left", "bottom", "right", "insideH", "insideV"):
        e = OxmlElement(f"w:{edge}")
        e.set(qn("w:val"), "nil")
        borders.append(e)
    tblPr.append(borders)


def cell_text(cell, lines, first_bold=False, size=None):
    cell.text = ""
    for i, ln in enumerate(lines):
        p = cell.paragraphs[0] if i == 0 else cell.add_paragraph()
        bullet = ln.startswith("• ")
        r = p.add_run(ln)
        r.bold = first_bold and i == 0
        if size:
            r.font.size = Pt(size)
        p.paragraph_format.space_after = Pt(1)
        if bullet:
            p.paragraph_format.left_indent = Inches(0.15)


# ---------------------------------------------------------------- 03 UK economics graduate
def uk_economics():
    d = base("Calibri", 10.5, 0.75)
    para(d, "Priya Shah", bold=True, size=20, align="center", after=0)
    para(d, "London SW17  |  07700 900123  |  priya.shah@example.co.uk  |  linkedin.com/in/priyashah-econ", size=9.5, align="center", after=6)
    heading(d, "Personal Profile")
    para(d, "Economics graduate (2:1, University of Bristol) with a summer internship in investment banking and part-time "
         "customer-facing work alongside my degree. Confident with Excel modelling, Stata and Python; looking for a "
         "graduate analyst role in financial services from January 2027.")
    heading(d, "Education")
    tabbed(d, "University of Bristol", "Sep 2023 – Jun 2026")
    para(d, "BSc (Hons) Economics – Upper Second-Class Honours (2:1, 68%)", italic=True)
    bullets(d, [
        "Dissertation: “Do minimum wage rises change hours worked? Evidence from UK payroll data” (First, 74%)",
        "Relevant modules: Econometrics, Financial Economics, Behavioural Economics, Time Series Analysis, Corporate Finance",
    ])
    tabbed(d, "The Latymer School, London", "Sep 2016 – Jul 2023")
    para(d, "A-levels: Mathematics (A*), Economics (A), History (A); EPQ (A*). GCSEs: 10 at grades 9–7 including Maths and English")
    heading(d, "Work Experience")
    tabbed(d, "Barclays, London", "Jun 2025 – Aug 2025")
    para(d, "Summer Analyst, Investment Banking Division (Industrials coverage)", italic=True)
    bullets(d, [
        "Built trading comparables and DCF models for two mid-cap sell-side mandates",
        "Prepared pitch book pages and weekly market updates in PowerPoint for the coverage team",
    ])
    tabbed(d, "Costa Coffee, Bristol", "Oct 2023 – May 2026")
    para(d, "Barista (part-time, term time)", italic=True)
    bullets(d, [
        "Made drinks for up to 200 customers a shift; handled cash-up, opening checks and stock orders",
        "Promoted to Barista Maestro in 2025 and trained five new starters",
    ])
    tabbed(d, "Lloyds Banking Group, virtual", "Apr 2024")
    para(d, "Spring Insight Programme", italic=True)
    bullets(d, ["One-week programme: case study on SME lending presented to a panel of managers"])
    tabbed(d, "Waitrose & Partners, Richmond", "Jul 2022 – Aug 2023")
    para(d, "Sales Assistant (Saturdays and school holidays)", italic=True)
    heading(d, "Positions of Responsibility")
    bullets(d, [
        "Treasurer, Bristol University Investment Society (2024–25): managed a £12,000 budget and sponsor relations",
        "Student Ambassador, University of Bristol Widening Participation scheme (2024–2026)",
    ])
    heading(d, "Skills")
    para(d, "Technical: Microsoft Excel (financial modelling, VBA), PowerPoint, Stata, Python (pandas), R, Bloomberg Terminal")
    para(d, "Certifications: Bloomberg Market Concepts (BMC), 2024; CFA Investment Foundations Certificate, 2025")
    para(d, "Languages: English (native), Gujarati (fluent), Spanish (GCSE level)")
    para(d, "Other: full UK driving licence")
    heading(d, "Interests")
    para(d, "Netball (university 2nd team), cooking, volunteering with Bristol Refugee Rights")
    para(d, "References available on request.", italic=True).paragraph_format.space_before = Pt(8)
    d.save(os.path.join(OUT, "03-uk-economics-graduate.docx"))


# ---------------------------------------------------------------- 06 Canadian electrical apprentice
def electrician():
    d = base("Arial", 10, 0.8)
    para(d, "TYLER BOUCHARD", bold=True, size=18, after=0)
    para(d, "2nd Period Electrical Apprentice", size=12, color="C55A11", after=0)
    para(d, "Edmonton, AB T6W 1A2  •  780-555-0163  •  tyler.bouchard@example.ca", size=9.5, after=6)
    heading(d, "Profile", color="C55A11")
    para(d, "Second-period electrical apprentice registered with Alberta Apprenticeship and Industry Training (AIT), 2,850 "
         "hours logged toward journeyperson certification. Commercial and residential experience; safe, reliable, "
         "own tools and vehicle.")
    heading(d, "Apprenticeship & Work History", color="C55A11")
    tabbed(d, "2nd Period Electrical Apprentice", "Mar 2025 – Present")
    para(d, "PCL Construction – Edmonton, AB", italic=True)
    bullets(d, [
        "Commercial and institutional builds (hospital expansion): EMT and rigid conduit bending, cable tray, pulling and terminating wire",
        "Install and label panels, lighting and fire alarm devices under a journeyperson",
        "Read drawings and follow the Canadian Electrical Code (CEC Part I)",
    ])
    tabbed(d, "1st Period Electrical Apprentice", "Apr 2024 – Feb 2025")
    para(d, "Wattson Electric Ltd. – Sherwood Park, AB", italic=True)
    bullets(d, [
        "Residential rough-in and finishing, service upgrades (100 A to 200 A), EV charger installs",
        "Troubleshooting circuits with a multimeter; customer walkthroughs at handover",
    ])
    tabbed(d, "Yard Associate (part-time)", "Jun 2022 – Mar 2024")
    para(d, "The Home Depot – Edmonton South", italic=True)
    bullets(d, ["Loaded lumber and building materials with a forklift; customer service and inventory counts"])
    heading(d, "Training & Education", color="C55A11")
    tabbed(d, "Northern Alberta Institute of Technology (NAIT) – Electrician Apprenticeship, Period 1 technical training", "Jan 2025 – Feb 2025", bold_left=False)
    tabbed(d, "Northern Alberta Institute of Technology (NAIT) – Pre-Employment Electrical Certificate", "Sep 2023 – Dec 2023", bold_left=False)
    tabbed(d, "Harry Ainlay High School – Alberta High School Diploma", "2022", bold_left=False)
    heading(d, "Tickets & Certifications", color="C55A11")
    t = d.add_table(rows=4, cols=2)
    t.style = "Table Grid"
    items = [
        ("WHMIS 2015", "Standard First Aid & CPR Level C (St. John Ambulance)"),
        ("Fall Protection", "H2S Alive (Energy Safety Canada)"),
        ("Elevating Work Platform (EWP)", "Forklift Operator"),
        ("Confined Space Entry", "Class 5 Driver's Licence"),
    ]
    for i, (a, b) in enumerate(items):
        t.cell(i, 0).text = a
        t.cell(i, 1).text = b
    heading(d, "Skills", color="C55A11")
    para(d, "Conduit bending  •  wire pulling  •  panel installation  •  blueprint reading  •  Canadian Electrical Code  •  "
         "troubleshooting  •  power tools  •  teamwork")
    d.save(os.path.join(OUT, "06-electrical-apprentice-edmonton.docx"))


# ---------------------------------------------------------------- 08 Irish MSc, contact block in the page header
def ireland_msc():
    d = base("Calibri", 10.5, 0.8)
    hdr = d.sections[0].header
    hp = hdr.paragraphs[0]
    r = hp.add_run("ANANYA IYER")
    r.bold = True
    r.font.size = Pt(18)
    hp2 = hdr.add_paragraph("Dublin 4, Ireland · +353 87 555 0147 · ananya.iyer@example.com · linkedin.com/in/ananya-iyer-data")
    hp2.runs[0].font.size = Pt(9.5)
    heading(d, "Profile", color="00695C")
    para(d, "Data analyst with four years of software engineering experience at Infosys and an MSc in Business Analytics "
         "from UCD. I like turning messy operational data into dashboards and models that people use. Stamp 1G "
         "(Third Level Graduate Programme): full permission to work in Ireland until 2028.")
    heading(d, "Education", color="00695C")
    tabbed(d, "MSc Business Analytics — UCD Michael Smurfit Graduate Business School, Dublin", "Sep 2025 – Aug 2026")
    bullets(d, [
        "First Class Honours expected (results due November 2026)",
        "Modules: Predictive Analytics, Data Management and Big Data, Optimisation, Decision Analytics, Machine Learning",
    ])
    tabbed(d, "Bachelor of Engineering (Electronics and Communication) — PSG College of Technology, Coimbatore", "2017 – 2021")
    para(d, "Affiliated to Anna University · CGPA 8.4/10")
    heading(d, "Experience", color="00695C")
    tabbed(d, "Data Analyst Intern (MSc practicum) — Accenture, Dublin", "Jun 2026 – Aug 2026")
    bullets(d, [
        "Forecast weekly call volumes for a utility client with Prophet and gradient boosting; MAPE 7.8% vs 12% baseline",
        "Built the Power BI report used by the client's workforce planning team",
    ])
    tabbed(d, "Retail Assistant (part-time) — Tesco Ireland, Dublin 4", "Oct 2025 – Present")
    bullets(d, ["20 hours a week alongside the MSc: checkouts, online order picking, stock rotation"])
    para(d, "Infosys Limited, Chennai, India", bold=True).paragraph_format.space_before = Pt(4)
    tabbed(d, "Senior Systems Engineer", "Jul 2023 – Jul 2025", bold_left=False, italic_right=True)
    bullets(d, [
        "Data engineering for a US retail client: Azure Data Factory pipelines and Databricks (PySpark) jobs loading 40 GB a day",
        "Wrote SQL data-quality checks that cut reconciliation defects by 35%",
    ])
    tabbed(d, "Systems Engineer", "Aug 2021 – Jun 2023", bold_left=False, italic_right=True)
    bullets(d, [
        "Java / Spring Boot maintenance for an insurance claims platform; fixed 120+ production tickets",
        "Completed Infosys Mysore foundation training (Java stream), 2021",
    ])
    heading(d, "Skills", color="00695C")
    para(d, "Python (pandas, scikit-learn, Prophet), SQL, Power BI, Tableau, Excel, Azure Data Factory, Databricks, PySpark, "
         "Java, Spring Boot, Git, Agile/Scrum, stakeholder communication")
    heading(d, "Certifications", color="00695C")
    bullets(d, [
        "Microsoft Certified: Power BI Data Analyst Associate (PL-300), 2025",
        "Microsoft Certified: Azure Data Fundamentals (DP-900), 2023",
    ])
    d.save(os.path.join(OUT, "08-ireland-msc-business-analytics.docx"))


# ---------------------------------------------------------------- 11 English literature BA, dates on their own line
def english_lit():
    d = base("Garamond", 11.5, 0.9)
    para(d, "HANNAH GOLDBERG", bold=True, size=19, align="center", after=0)
    para(d, "Chicago, IL 60626 · (312) 555-0110 · hgoldberg@example.com · hannahgoldberg.example.com", size=10, align="center", after=6)

    def entry(title, org, dates, items):
        p = para(d, title, bold=True)
        p.paragraph_format.space_before = Pt(5)
        para(d, org)
        para(d, dates, italic=True, color="555555")
        bullets(d, items)

    heading(d, "Education", color="000000")
    para(d, "Loyola University Chicago", bold=True)
    para(d, "Bachelor of Arts in English, minor in History — May 2026")
    bullets(d, [
        "Summa cum laude · GPA 3.91 · Phi Beta Kappa",
        "Honors thesis: “Ghost Cities: Memory and Migration in Contemporary Chicago Fiction”",
        "Study abroad: John Felice Rome Center, Rome, Italy — Spring 2024",
    ])
    heading(d, "Experience", color="000000")
    entry("Editorial Intern", "Chicago Review Press, Chicago, IL", "Jan. 2026 to date", [
        "Read and report on 15–20 unsolicited manuscripts a month for the acquisitions editor",
        "Copyedit and proofread page proofs to the Chicago Manual of Style; fact-check nonfiction titles",
    ])
    entry("Writing Center Tutor", "Loyola University Chicago Writing Center", "Aug. 2023 to May 2026", [
        "One-on-one sessions with 300+ undergraduate and graduate writers across disciplines",
        "Co-led workshops on thesis statements and MLA/APA citation",
    ])
    entry("Editor-in-Chief", "The Loyola Phoenix (student newspaper)", "2024–25", [
        "Led a staff of 45; set the weekly news budget and edited every story for AP Style",
        "Moved the newsroom to a WordPress editorial workflow; web traffic up 38%",
    ])
    entry("Staff Writer, Arts & Entertainment", "The Loyola Phoenix", "Sept. 2022 – May 2024", [
        "Wrote 60+ reviews and features on Chicago theatre, books and music",
    ])
    entry("Bookseller (part-time)", "Unabridged Bookstore, Chicago, IL", "June 2022 – Aug. 2023", [
        "Hand-sold fiction and poetry; wrote shelf-talkers and ran the monthly YA book club",
    ])
    heading(d, "Skills", color="000000")
    para(d, "Editing: copyediting, proofreading, developmental editing, fact-checking, AP Style, Chicago Manual of Style")
    para(d, "Tools: Adobe InDesign, WordPress, Google Workspace, Microsoft Word (Track Changes), Canva")
    para(d, "Languages: Spanish (intermediate), Italian (basic)")
    heading(d, "Awards", color="000000")
    para(d, "Illinois College Press Association, 1st place, Arts Review (2025) · Loyola English Department Prize for Criticism (2026)")
    d.save(os.path.join(OUT, "11-english-literature-editorial.docx"))


# ---------------------------------------------------------------- 17 accounting senior, tab stops
def accounting():
    d = base("Times New Roman", 11, 0.75)
    para(d, "DANIEL KOWALSKI", bold=True, size=16, align="center", after=0)
    para(d, "Madison, WI · 608-555-0155 · dkowalski@example.com · linkedin.com/in/dkowalski-acct", size=10, align="center", after=4)
    heading(d, "Education", color="000000", size=11)
    tabbed(d, "University of Wisconsin–Madison, Wisconsin School of Business", "Madison, WI", bold_right=False)
    tabbed(d, "Bachelor of Business Administration, Accounting and Information Systems", "Expected May 2027", bold_left=False, italic_right=True)
    bullets(d, [
        "GPA: 3.68/4.00; Dean's List (5 semesters); admitted to the Master of Accountancy (MAcc) program, Fall 2027 start",
        "Relevant coursework: Intermediate Accounting I & II, Auditing, Federal Taxation, Accounting Information Systems, Business Law",
    ])
    heading(d, "Experience", color="000000", size=11)
    tabbed(d, "KPMG LLP", "Milwaukee, WI")
    tabbed(d, "Audit Intern", "Jun. 2026 – Aug. 2026", bold_left=False, italic_right=True)
    bullets(d, [
        "Performed substantive testing of cash, accounts payable and fixed assets for manufacturing and healthcare clients",
        "Documented internal control walkthroughs; used KPMG Clara and IDEA for data analysis",
    ])
    tabbed(d, "UW–Madison Division of University Housing, Business Office", "Madison, WI")
    tabbed(d, "Accounting Assistant (part-time, 15 hrs/week)", "Jan. 2025 to date", bold_left=False, italic_right=True)
    bullets(d, [
        "Reconcile 40+ departmental accounts monthly in Workday; prepare journal entries for review",
        "Process vendor invoices and student account adjustments",
    ])
    tabbed(d, "Volunteer Income Tax Assistance (VITA), Madison Area Program", "Madison, WI")
    tabbed(d, "Volunteer Tax Preparer", "Jan. 2025 – Apr. 2025; Jan. 2026 – Apr. 2026", bold_left=False, italic_right=True)
    bullets(d, ["Prepared 90+ federal and Wisconsin returns for low-income households in TaxSlayer"])
    tabbed(d, "Kwik Trip", "Middleton, WI")
    tabbed(d, "Cashier / Guest Service Coworker", "May 2022 – Dec. 2024", bold_left=False, italic_right=True)
    bullets(d, ["Ran register and lottery, balanced drawers, and handled fuel and food-service orders"])
    heading(d, "Campus Involvement", color="000000", size=11)
    tabbed(d, "Beta Alpha Psi (Gamma Psi chapter) – Vice President of Membership", "2025 – 2026", bold_left=False)
    tabbed(d, "Accounting Student Association – member", "2023 – present", bold_left=False)
    heading(d, "Skills & Certifications", color="000000", size=11)
    para(d, "Technical: Microsoft Excel (pivot tables, XLOOKUP, Power Query), QuickBooks Online, TaxSlayer, IDEA, Tableau, SQL (basic), SAP (coursework)")
    para(d, "Accounting: GAAP, account reconciliation, journal entries, internal controls, substantive testing")
    para(d, "Certifications: IRS VITA Advanced Certification (2025, 2026); Microsoft Office Specialist: Excel Associate (2024); QuickBooks Online Certified User (2025)")
    d.save(os.path.join(OUT, "17-accounting-senior-wisconsin.docx"))


# ---------------------------------------------------------------- 20 marketing student, a table holds the whole layout
def marketing_table():
    d = base("Calibri", 10, 0.7)
    para(d, "Niamh Murphy", bold=True, size=22, color="7B1F4B", after=0)
    para(d, "Cork, Ireland  |  +353 86 555 0191  |  niamh.murphy@example.com  |  linkedin.com/in/niamhmurphy-mkt", size=9.5, after=6)
    rows = [
        ("PROFILE", None, ["Final-year Commerce (Marketing) student at UCC with agency-side and in-house social media experience. "
                           "Looking for a graduate marketing role from September 2027."]),
        ("EDUCATION", None, None),
        (None, "2023 – 2027", ["Bachelor of Commerce (Marketing) — University College Cork", "Current average 68% (on track for a First); final year",
                                "Modules: Consumer Behaviour, Digital Marketing Strategy, Marketing Research, Brand Management"]),
        (None, "Sept 2025 – Jan 2026", ["Erasmus+ exchange — Universidad de Granada, Spain", "Modules taken in Spanish: Marketing Digital, Comportamiento del Consumidor"]),
        (None, "2017 – 2023", ["Leaving Certificate — St. Angela's College, Cork", "533 points"]),
        ("EXPERIENCE", None, None),
        (None, "June 2026 – August 2026", ["Marketing Intern — Musgrave Group, Cork",
                                           "• Planned and reported on a SuperValu summer barbecue campaign across Meta and TikTok (1.2M impressions)",
                                           "• Wrote weekly performance reports from Google Analytics 4 and Meta Ads Manager"]),
        (None, "Sept 2024 – present", ["Social Media Assistant (part-time) — Cork Opera House, Cork",
                                       "• Create Reels and stories for 40+ shows a season in Canva and Adobe Premiere Rush; Instagram followers +22%",
                                       "• Schedule posts in Hootsuite and write the monthly Mailchimp newsletter"]),
        (None, "2021 – 2024", ["Retail Sales Assistant — Penneys (Primark), Patrick Street, Cork",
                               "• Part-time through school and first year of college; tills, fitting rooms and visual merchandising"]),
        ("SKILLS", None, ["Canva, Adobe Photoshop, Adobe Premiere Rush, Meta Business Suite, Hootsuite, Google Analytics 4, Mailchimp, SEO, "
                          "copywriting, Microsoft Excel; teamwork and presentation skills; Spanish (B2), Irish (B1)"]),
        ("ACHIEVEMENTS", None, ["PR Officer, UCC Marketing Society (2024/25)", "Runner-up, UCC Enterprise Ignite student pitch competition (2025)"]),
        ("REFERENCES", None, ["Available on request"]),
    ]
    t = d.add_table(rows=0, cols=2)
    no_borders(t)
    t.alignment = WD_TABLE_ALIGNMENT.CENTER
    for head, when, lines in rows:
        cells = t.add_row().cells
        cells[0].width, cells[1].width = Inches(1.6), Inches(5.5)
        if head:
            cell_text(cells[0], [head], first_bold=True)
            cells[0].paragraphs[0].runs[0].font.color.rgb = RGBColor.from_string("7B1F4B")
            if lines:
                cell_text(cells[1], lines)
            else:
                shade(cells[0], "F2E6EC")
                shade(cells[1], "F2E6EC")
        else:
            cell_text(cells[0], [when], size=9.5)
            cell_text(cells[1], lines, first_bold=True)
    d.save(os.path.join(OUT, "20-marketing-table-layout-cork.docx"))


# ---------------------------------------------------------------- 25 Nigerian graduate, shaded heading cells
def nigeria():
    d = base("Cambria", 10.5, 0.8)
    para(d, "OLUWASEUN ADEYEMI", bold=True, size=18, align="center", after=0)
    para(d, "Junior Backend Engineer", italic=True, size=11, align="center", after=0)
    para(d, "12 Adeola Odeku Street, Victoria Island, Lagos  |  +234 803 555 0123  |  seun.adeyemi@example.com  |  github.com/seunadeyemi",
         size=9.5, align="center", after=6)

    def shaded_heading(text):
        t = d.add_table(rows=1, cols=1)
        c = t.cell(0, 0)
        c.text = ""
        r = c.paragraphs[0].add_run(text)
        r.bold = True
        r.font.color.rgb = RGBColor.from_string("FFFFFF")
        shade(c, "1B5E20")
        para(d, "", after=0)

    shaded_heading("CAREER SUMMARY")
    para(d, "Backend developer with PHP/Laravel and Node.js experience in fintech and the public sector. B.Sc. Computer Science "
         "(Second Class Upper) from the University of Lagos; completed the National Youth Service Corps (NYSC) in 2026.")
    shaded_heading("WORK EXPERIENCE")
    tabbed(d, "Junior Software Engineer", "April 2026 – Date")
    para(d, "Moniepoint Inc., Lagos", italic=True)
    bullets(d, [
        "Build and maintain NestJS services for POS terminal settlement on PostgreSQL, Redis and Kafka",
        "Wrote reconciliation jobs that clear 1.8 million transactions a day; on-call rotation from month three",
    ])
    tabbed(d, "NYSC Corps Member – ICT Support Officer", "March 2025 – February 2026")
    para(d, "Lagos State Ministry of Science and Technology, Alausa, Ikeja (Place of Primary Assignment)", italic=True)
    bullets(d, [
        "Built a Laravel asset-tracking app for 1,400 ministry computers; trained 60 staff on Microsoft 365",
        "Community Development Service: taught coding basics to 35 secondary school students",
    ])
    tabbed(d, "Backend Developer Intern (SIWES)", "July 2023 – December 2023")
    para(d, "Interswitch Group, Lagos", italic=True)
    bullets(d, ["Wrote PHP/Laravel REST endpoints and MySQL migrations for a merchant onboarding portal; tested with Postman"])
    shaded_heading("EDUCATION")
    tabbed(d, "B.Sc. Computer Science — University of Lagos, Akoka", "2019 – 2024")
    para(d, "Second Class Upper Division (CGPA 4.21/5.00). Final-year project: fraud detection for mobile money transfers with random forests.")
    tabbed(d, "West African Senior School Certificate (WASSCE) — King's College, Lagos", "2018")
    shaded_heading("SKILLS")
    bullets(d, [
        "Languages & frameworks: PHP, Laravel, JavaScript, TypeScript, Node.js, NestJS, Express.js",
        "Databases: MySQL, PostgreSQL, MongoDB, Redis",
        "Tools: Git, Docker, Postman, Linux, Kafka",
        "Soft skills: problem solving, teamwork, communication",
    ])
    shaded_heading("CERTIFICATIONS")
    bullets(d, [
        "Oracle Certified Associate, Java SE 8 Programmer (2022)",
        "AWS Certified Cloud Practitioner (2025)",
        "NYSC Certificate of National Service (2026)",
    ])
    shaded_heading("PERSONAL DETAILS")
    para(d, "Date of Birth: 22 October 2000  |  Gender: Male  |  State of Origin: Ogun State  |  Marital Status: Single")
    shaded_heading("REFEREES")
    para(d, "Available on request.")
    d.save(os.path.join(OUT, "25-nigeria-nysc-backend.docx"))


# ---------------------------------------------------------------- 28 elementary education, student teaching
def teacher():
    d = base("Georgia", 10.5, 0.8)
    para(d, "Megan Sullivan", bold=True, size=22, color="2E75B6", after=0)
    para(d, "State College, PA 16801  ·  (814) 555-0193  ·  megan.sullivan@example.org", size=10, after=6)
    heading(d, "Certification", color="2E75B6")
    bullets(d, [
        "Pennsylvania Instructional I Certificate, PK–4 Early Childhood Education (issued July 2026)",
        "ESL Program Specialist Certificate (Penn State, 2026)",
        "Act 34, 114 and 151 clearances current; Act 126 Mandated Reporter training; CPR/First Aid (American Red Cross)",
    ])
    heading(d, "Education", color="2E75B6")
    tabbed(d, "The Pennsylvania State University, University Park, PA", "May 2026")
    para(d, "B.S. Elementary and Early Childhood Education (PK–4), minor in Special Education", italic=True)
    para(d, "GPA 3.81 · Dean's List (7 semesters) · Kappa Delta Pi")
    heading(d, "Teaching Experience", color="2E75B6")
    tabbed(d, "Long-Term Substitute Teacher, Grade 3", "Aug 2026 – Present")
    para(d, "Bellefonte Elementary School, Bellefonte Area School District, Bellefonte, PA", italic=True)
    bullets(d, [
        "Full responsibility for a class of 23 during a teacher's leave: planning, instruction, assessment and parent conferences",
        "Use Seesaw and Google Classroom for home–school communication",
    ])
    tabbed(d, "Student Teacher, Grade 2", "Jan 2026 – May 2026")
    para(d, "Radio Park Elementary School, State College Area School District, State College, PA", italic=True)
    bullets(d, [
        "Planned and taught a four-week science unit on plant life cycles; used DIBELS 8 data to group readers",
        "Ran Responsive Classroom morning meetings and a class-wide positive behaviour plan",
    ])
    tabbed(d, "Pre-Student Teaching Practicum, Kindergarten", "Fall 2025")
    para(d, "Easterly Parkway Elementary School, State College, PA", italic=True)
    bullets(d, ["Taught small-group phonics lessons twice a week (Fundations)"])
    heading(d, "Related Experience", color="2E75B6")
    tabbed(d, "Childcare Assistant (part-time)", "Sep 2022 – Dec 2025")
    para(d, "Bright Horizons at Penn State, State College, PA", italic=True)
    bullets(d, ["Toddler and preschool rooms; daily reports to families in the Bright Horizons app"])
    tabbed(d, "Summer Day Camp Counselor", "Summers 2023 & 2024")
    para(d, "YMCA of Centre County, State College, PA", italic=True)
    heading(d, "Skills", color="2E75B6")
    t = d.add_table(rows=4, cols=2)
    no_borders(t)
    skills = [
        ("Differentiated instruction", "Classroom management"),
        ("Guided reading (Fountas & Pinnell)", "Orton-Gillingham (Level I trained)"),
        ("Google Classroom, Seesaw", "SMART Board"),
        ("IEP and 504 plan collaboration", "Basic Spanish"),
    ]
    for i, (a, b) in enumerate(skills):
        cell_text(t.cell(i, 0), ["• " + a])
        cell_text(t.cell(i, 1), ["• " + b])
    d.save(os.path.join(OUT, "28-elementary-student-teacher.docx"))


if __name__ == "__main__":
    uk_economics()
    electrician()
    ireland_msc()
    english_lit()
    accounting()
    marketing_table()
    nigeria()
    teacher()
